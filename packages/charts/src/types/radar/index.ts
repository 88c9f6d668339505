export { radarChart } from './definition';
