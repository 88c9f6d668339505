import { z } from 'zod';
import { IssueTrackerSchema } from './operations';
import { NewUserSchema } from './user';

export const SysInfoSchema = z
  .object({
    initialized: z.boolean(),
    tokenTimeout: z.number().int().meta({ description: 'Session length in minutes' }),
    mailEnable: z.boolean(),
    registerEnable: z.boolean(),
    version: z.string(),
    /** Where the error page's 'report an issue' link goes; absent: the operator set none. */
    issueTracker: IssueTrackerSchema.optional(),
  })
  .meta({ id: 'SysInfo' });
export type SysInfo = z.infer<typeof SysInfoSchema>;

export const SetupSchema = z.object({ user: NewUserSchema });
export type SetupParams = z.infer<typeof SetupSchema>;

export const HealthSchema = z.object({ status: z.literal('ok'), version: z.string(), uptimeSeconds: z.number() });
