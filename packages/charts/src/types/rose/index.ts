export { roseChart } from './definition';
