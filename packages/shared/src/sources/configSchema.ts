import { z } from 'zod';
import '../i18n/zodMessages';
import { connectorTypes, type ConnectorField, type SourceType } from './connectorTypes';

export const KeyValueSchema = z.array(z.object({ key: z.string().trim().min(1).max(255), value: z.string().max(4096) })).max(100);

function fieldSchema(field: ConnectorField): z.ZodType {
  switch (field.kind) {
    case 'number': {
      let schema = z.coerce.number().int();
      if (field.min !== undefined) schema = schema.min(field.min);
      if (field.max !== undefined) schema = schema.max(field.max);
      return field.default === undefined || field.required ? schema : schema.default(field.default as number);
    }
    case 'boolean':
      return z.boolean().default((field.default as boolean | undefined) ?? false);
    case 'keyValue':
      // 'Source duplicate key … rejected' (spec §5): a property key appears once.
      return KeyValueSchema.default([]).superRefine((entries, context) => {
        const seen = new Set<string>();
        entries.forEach((entry, index) => {
          if (seen.has(entry.key)) context.addIssue({ code: 'custom', message: 'validation.duplicateKey', path: [index, 'key'] });
          seen.add(entry.key);
        });
      });
    case 'password':
      return z.string().max(1024);
    default: {
      const text = z.string().trim().max(1024);
      return field.required ? text.min(1, { abort: true }) : text;
    }
  }
}

/**
 * The configuration a source type takes, from its field list. Secret fields are optional: left out on an
 * update, the stored value is kept (passwords are never sent back to the browser).
 */
export function configSchemaOf(type: SourceType): z.ZodObject {
  const fields = connectorTypes[type].fields as readonly ConnectorField[];
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    const schema = fieldSchema(field);
    shape[field.name] = field.required && !field.secret ? schema : schema.optional();
  }
  return z.object(shape);
}
