export { stackAreaChart } from './definition';
