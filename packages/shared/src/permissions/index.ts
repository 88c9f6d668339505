export * from './can';
export * from './resourceTypes';
