import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { deepFreeze } from '../services/deepFreeze';
import { InvalidInputError } from '../services/invalidInput';

/**
 * Validates params, query and body with the route table's zod schemas, keeping the parsed values. A frozen
 * input is a kept body (keptBodies.ts), given again for the same text: its validated value is kept with it,
 * frozen too (validation is a pure function of the input).
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => {
  const validated = new WeakMap<object, unknown>();
  return (data) => {
    const kept = data !== null && typeof data === 'object' && Object.isFrozen(data);
    if (kept) {
      const known = validated.get(data);
      if (known !== undefined) return { value: known };
    }
    const result = schema.safeParse(data);
    if (!result.success) return { error: new InvalidInputError(result.error.issues) };
    if (kept) validated.set(data, deepFreeze(result.data));
    return { value: result.data };
  };
};
