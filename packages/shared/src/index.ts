export * from './api';
export * from './domain';
export * from './permissions';
export * from './query';
export * from './sources';
export * from './tree';
export * from './errors';
export * from './i18n';
