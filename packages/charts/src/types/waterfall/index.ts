export { waterfallChart } from './definition';
