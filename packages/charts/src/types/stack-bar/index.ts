export { stackBarChart } from './definition';
