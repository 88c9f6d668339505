export { funnelChart } from './definition';
