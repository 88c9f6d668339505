export * from './en';
export * from './zh';
export * from './locale';
export * from './translate';
export * from './zodMessages';
