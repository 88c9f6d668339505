export * from './account';
export * from './constants';
export * from './fields';
export * from './organization';
export * from './system';
export * from './user';
