export { scatterMapChart } from './definition';
