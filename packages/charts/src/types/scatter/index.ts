export { scatterChart } from './definition';
