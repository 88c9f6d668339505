import { AppError } from '@redbi/shared/errors';

/**
 * For calls that name a resource by id alone (the organisation is learnt from it): a caller who is not a
 * member learns nothing, not even which organisation holds it.
 */
export function asNotFound(resource: string) {
  return (error: unknown): never => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw new AppError('NOT_FOUND', { params: { resource } });
    throw error;
  };
}
