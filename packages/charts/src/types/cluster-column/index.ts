export { clusterColumnChart } from './definition';
