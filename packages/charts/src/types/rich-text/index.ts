export { richTextChart } from './definition';
