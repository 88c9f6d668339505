export { percentageStackBarChart } from './definition';
