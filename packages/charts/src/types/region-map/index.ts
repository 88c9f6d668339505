export { regionMapChart } from './definition';
