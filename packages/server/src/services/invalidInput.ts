import type { z } from 'zod';

/**
 * Input that does not match its schema, found by the request validator or by a service (e.g. a source's
 * configuration, whose schema depends on its type): answered 400 with the spec's field messages.
 */
export class InvalidInputError extends Error {
  readonly statusCode = 400;
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('Request validation failed');
    this.name = 'InvalidInputError';
  }
}
