import { z } from 'zod';

export const PageInfoSchema = z
  .object({ pageNo: z.number().int(), pageSize: z.number().int(), total: z.number().int() })
  .meta({ id: 'PageInfo' });
export type PageInfo = z.infer<typeof PageInfoSchema>;

/** The one response envelope (ARCHITECTURE §4.1); a status below 400 is success. */
export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.literal(true),
    data,
    message: z.string().optional(),
    warnings: z.array(z.string()).optional(),
    pageInfo: PageInfoSchema.optional(),
  });

export const ErrorEnvelopeSchema = z
  .object({
    success: z.literal(false),
    errCode: z.string(),
    message: z.string(),
    data: z.unknown().optional().meta({ description: 'Details, e.g. field → message for a validation error' }),
    requestId: z.string().optional(),
  })
  .meta({ id: 'Error' });
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export interface Envelope<T> {
  success: true;
  data: T;
  message?: string;
  warnings?: string[];
  pageInfo?: PageInfo;
}
