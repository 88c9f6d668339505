export { percentageStackColumnChart } from './definition';
