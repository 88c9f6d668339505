export * from './chartDefinition';
export * from './registry';
