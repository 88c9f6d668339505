export { areaChart } from './definition';
