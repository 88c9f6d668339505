import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { InvalidInputError } from '../services/invalidInput';

/** Validates params, query and body with the route table's zod schemas, keeping the parsed values. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: new InvalidInputError(result.error.issues) };
  };
