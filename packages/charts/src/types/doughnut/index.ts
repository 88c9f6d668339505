export { doughnutChart } from './definition';
