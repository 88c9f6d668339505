import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/** A request that does not match its route's schema; answered 400 with the spec's field messages. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('Request validation failed');
    this.name = 'RequestValidationError';
  }
}

/** Validates params, query and body with the route table's zod schemas, keeping the parsed values. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error.issues) };
  };
