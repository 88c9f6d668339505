export * from './defineRoute';
export * from './envelope';
export * from './routeTable';
