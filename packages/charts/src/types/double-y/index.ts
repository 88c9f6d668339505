export { doubleYChart } from './definition';
