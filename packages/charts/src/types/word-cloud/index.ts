export { wordCloudChart } from './definition';
