export { tableChart } from './definition';
