export * from './AppError';
export * from './errorCodes';
