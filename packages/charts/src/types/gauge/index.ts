export { gaugeChart } from './definition';
