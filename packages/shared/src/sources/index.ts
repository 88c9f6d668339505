export * from './configSchema';
export * from './connectorTypes';
