export { pivotTableChart } from './definition';
