export { stackColumnChart } from './definition';
