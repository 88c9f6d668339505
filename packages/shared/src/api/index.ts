export * from './defineRoute';
export * from './envelope';
export * from './routeTable';
// The groups one by one, so that a client bundles only the routes it calls (the table references them all).
export { accountRoutes } from './routes/accountRoutes';
export { dashboardRoutes } from './routes/dashboardRoutes';
export { dataProviderRoutes } from './routes/dataProviderRoutes';
export { memberRoutes } from './routes/memberRoutes';
export { orgRoutes } from './routes/orgRoutes';
export { permissionRoutes } from './routes/permissionRoutes';
export { roleRoutes } from './routes/roleRoutes';
export { sourceRoutes } from './routes/sourceRoutes';
export { systemRoutes } from './routes/systemRoutes';
export { thirdPartyRoutes } from './routes/thirdPartyRoutes';
export { userRoutes } from './routes/userRoutes';
export { variableRoutes } from './routes/variableRoutes';
export { viewRoutes } from './routes/viewRoutes';
export { vizRoutes } from './routes/vizRoutes';
