export { scoreCardChart } from './definition';
