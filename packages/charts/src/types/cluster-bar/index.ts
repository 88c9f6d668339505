export { clusterBarChart } from './definition';
