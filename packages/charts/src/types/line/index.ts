export { lineChart } from './definition';
