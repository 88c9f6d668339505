export * from './chartDefinition';
export * from './registry';
export * from './format/numberFormat';
export * from './format/dateFormat';
