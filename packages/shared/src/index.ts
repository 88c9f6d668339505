export * from './api';
export * from './domain';
export * from './errors';
export * from './i18n';
