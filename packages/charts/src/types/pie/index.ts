export { pieChart } from './definition';
