import { z } from 'zod';
import { descriptionText, emailField, idField, optionalText, requiredText } from './fields';
import { parentField } from './treeNode';

/**
 * Schedules (spec §2, §3, §4, §5, §9; issue 22): a report sent on a cron timetable, by e-mail or by an
 * enterprise-chat robot, of charts, dashboards and storyboards the schedule's owner may View. Only a
 * stopped schedule may be edited or moved to the recycle bin.
 */
export const scheduleTypes = ['EMAIL', 'WEBHOOK'] as const;
export type ScheduleType = (typeof scheduleTypes)[number];

/** The enterprise-chat robots a WEBHOOK schedule posts to. */
export const robotKinds = ['wecom', 'dingtalk', 'feishu'] as const;
export type RobotKind = (typeof robotKinds)[number];

/** Started: runs on its timetable; stopped: does not run, and may be edited. */
export const scheduleStatuses = ['started', 'stopped'] as const;
export type ScheduleStatus = (typeof scheduleStatuses)[number];

export const mailThemes = ['light', 'dark'] as const;
/** A picture inline in the mail, a PDF or an Excel attachment. */
export const scheduleFileTypes = ['image', 'pdf', 'excel'] as const;
export type ScheduleFileType = (typeof scheduleFileTypes)[number];
export const scheduleVizTypes = ['chart', 'dashboard', 'storyboard'] as const;
export type ScheduleVizType = (typeof scheduleVizTypes)[number];

export const scheduleRunStatuses = ['running', 'succeeded', 'partly_failed', 'failed', 'skipped'] as const;
export type ScheduleRunStatus = (typeof scheduleRunStatuses)[number];
/** What made a run: the timetable, *execute now*, or *send a test* (to the caller alone). */
export const scheduleRunTriggers = ['timetable', 'now', 'test'] as const;
export type ScheduleRunTrigger = (typeof scheduleRunTriggers)[number];

export const SCHEDULE_MAX_RECIPIENTS = 100;
export const SCHEDULE_MAX_CONTENTS = 50;
export const SCHEDULE_BODY_MAX_LENGTH = 100_000;
export const CRON_MAX_LENGTH = 200;
export const WEBHOOK_URL_MAX_LENGTH = 2048;
/** Spec §9: the picture width in pixels (datart's default 1920). */
export const SCHEDULE_PICTURE_WIDTH = { min: 320, max: 4000, default: 1920 } as const;
/** The time zone of a schedule when neither it nor its organisation names one. */
export const DEFAULT_SCHEDULE_TIME_ZONE = 'UTC';
/** How many coming run times the editor previews. */
export const NEXT_RUNS_PREVIEWED = 5;

/** An IANA time zone name the platform knows (Europe/Berlin, America/New_York, UTC). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneField = () => requiredText(64).refine(isTimeZone, { error: 'validation.timeZone' });

/** To, cc or bcc: a bad address refuses the whole list ('Invalid email addresses', spec §5). */
const emailList = () =>
  z
    .array(z.string().trim())
    .max(SCHEDULE_MAX_RECIPIENTS)
    .superRefine((emails, context) => {
      if (emails.some((email) => !emailField().safeParse(email).success)) context.addIssue({ code: 'custom', message: 'validation.emails' });
    });

const pictureWidthField = () => z.number().int().min(SCHEDULE_PICTURE_WIDTH.min).max(SCHEDULE_PICTURE_WIDTH.max).default(SCHEDULE_PICTURE_WIDTH.default);

export const EmailConfigSchema = z
  .object({
    to: emailList().min(1),
    cc: emailList().default([]),
    bcc: emailList().default([]),
    subject: requiredText(),
    theme: z.enum(mailThemes).default('light'),
    fileTypes: z
      .array(z.enum(scheduleFileTypes))
      .min(1)
      .max(scheduleFileTypes.length)
      .refine((types) => new Set(types).size === types.length, { error: 'validation.duplicateKey' })
      .default(['image']),
    pictureWidth: pictureWidthField(),
    /** Rich text (HTML) above the pictures; made safe when the mail is built. */
    body: z.string().max(SCHEDULE_BODY_MAX_LENGTH).default(''),
  })
  .meta({ id: 'ScheduleEmailConfig' });
export type EmailConfig = z.output<typeof EmailConfigSchema>;

/** A robot's webhook; `secret` signs the request (DingTalk, Feishu). Checked against the server's address rules when saved. */
export const WebhookConfigSchema = z
  .object({
    url: requiredText(WEBHOOK_URL_MAX_LENGTH).regex(/^https?:\/\/[^\s/?#]+([/?#]\S*)?$/i, { error: 'validation.webhookUrl' }),
    robot: z.enum(robotKinds),
    secret: optionalText().optional(),
    fileType: z.enum(scheduleFileTypes).default('image'),
    pictureWidth: pictureWidthField(),
  })
  .meta({ id: 'ScheduleWebhookConfig' });
export type WebhookConfig = z.output<typeof WebhookConfigSchema>;

/** A webhook as answered: the secret is never sent back, `secretSet` says whether one is stored. */
export const WebhookConfigViewSchema = WebhookConfigSchema.omit({ secret: true })
  .extend({ secretSet: z.boolean() })
  .meta({ id: 'ScheduleWebhookConfigView' });

export const ScheduleContentSchema = z.object({ vizType: z.enum(scheduleVizTypes), vizId: idField() }).meta({ id: 'ScheduleContent' });
export type ScheduleContent = z.output<typeof ScheduleContentSchema>;

const isoDateTime = () => z.iso.datetime({ offset: true }).nullable().default(null);

/** What a schedule does, whichever its type; its delivery comes with its type (`type` and `config`). */
const timetableFields = {
  name: requiredText(),
  description: descriptionText().default(''),
  cronExpression: requiredText(CRON_MAX_LENGTH),
  /** Absent: the organisation's, or UTC. */
  timeZone: timeZoneField().optional(),
  /** The effective time range; either end may be open. */
  startAt: isoDateTime(),
  endAt: isoDateTime(),
  contents: z.array(ScheduleContentSchema).min(1, { error: 'validation.scheduleContents' }).max(SCHEDULE_MAX_CONTENTS),
};

/** The fields every schedule has, each with its own rule (an editor checks them one by one). */
export const ScheduleTimetableSchema = z.object(timetableFields);

/** Spec §5 'Range': the end must exceed the start. */
function refineRange(value: { startAt?: string | null; endAt?: string | null }, context: z.RefinementCtx): void {
  if (value.startAt && value.endAt && Date.parse(value.endAt) <= Date.parse(value.startAt)) {
    context.addIssue({ code: 'custom', message: 'validation.rangeOrder', path: ['endAt'] });
  }
}

const emailSchedule = z.object({ ...timetableFields, type: z.literal('EMAIL'), config: EmailConfigSchema });
const webhookSchedule = z.object({ ...timetableFields, type: z.literal('WEBHOOK'), config: WebhookConfigSchema });

/** A schedule's settings as edited (not its place in the tree, nor its status). */
export const ScheduleSettingsSchema = z.discriminatedUnion('type', [emailSchedule, webhookSchedule]).superRefine(refineRange);
export type ScheduleSettings = z.output<typeof ScheduleSettingsSchema>;
export type ScheduleSettingsInput = z.input<typeof ScheduleSettingsSchema>;

export const NewScheduleSchema = z
  .discriminatedUnion('isFolder', [
    z.object({ isFolder: z.literal(true), name: requiredText(), parentId: parentField().default(null) }),
    z.discriminatedUnion('type', [
      emailSchedule.extend({ isFolder: z.literal(false), parentId: parentField().default(null) }),
      webhookSchedule.extend({ isFolder: z.literal(false), parentId: parentField().default(null) }),
    ]),
  ])
  .superRefine((value, context) => {
    if (!value.isFolder) refineRange(value, context);
  });
export type NewSchedule = z.output<typeof NewScheduleSchema>;
export type NewScheduleInput = z.input<typeof NewScheduleSchema>;

export const ScheduleRenameSchema = z.object({ name: requiredText() });

/** A folder or a schedule in the Schedules tree; schedules offer one privilege, Manage (spec §6). */
export const ScheduleNodeSchema = z
  .object({
    id: z.string(),
    parentId: z.string().nullable(),
    name: z.string(),
    index: z.number(),
    isFolder: z.boolean(),
    type: z.enum(scheduleTypes).nullable().meta({ description: 'null for a folder' }),
    status: z.enum(scheduleStatuses).nullable().meta({ description: 'null for a folder' }),
    archived: z.boolean(),
    privileges: z.array(z.literal('manage')),
  })
  .meta({ id: 'ScheduleNode' });
export type ScheduleNode = z.infer<typeof ScheduleNodeSchema>;

/** One schedule with its settings; for a folder the settings are empty (config null, no contents). */
export const ScheduleSchema = ScheduleNodeSchema.extend({
  orgId: z.string(),
  description: z.string(),
  cronExpression: z.string(),
  timeZone: z.string(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  config: z.union([EmailConfigSchema, WebhookConfigViewSchema]).nullable(),
  contents: z.array(ScheduleContentSchema),
  ownerId: z.string().nullable().meta({ description: 'The member the schedule runs as (its creator); null once that user is deleted' }),
  createdAt: z.string(),
  updatedAt: z.string(),
}).meta({ id: 'Schedule' });
export type Schedule = z.infer<typeof ScheduleSchema>;

export const ScheduleNameCheckSchema = z.object({ name: requiredText(), id: idField().optional().meta({ description: 'The schedule being renamed' }) });
export const ScheduleNameCheckResultSchema = z.object({ taken: z.boolean() }).meta({ id: 'ScheduleNameCheckResult' });

/** The timetable to preview, saved or not. */
export const NextRunsRequestSchema = z
  .object({
    cronExpression: requiredText(CRON_MAX_LENGTH),
    timeZone: timeZoneField().optional(),
    startAt: isoDateTime(),
    endAt: isoDateTime(),
  })
  .superRefine(refineRange);
export type NextRunsRequest = z.output<typeof NextRunsRequestSchema>;

export const NextRunsSchema = z
  .object({
    timeZone: z.string(),
    runs: z.array(z.string()).meta({ description: 'The coming run times, ISO 8601 with the offset of the time zone' }),
  })
  .meta({ id: 'NextRuns' });
export type NextRuns = z.infer<typeof NextRunsSchema>;

/** One content item a run made, with the files made of it ('image', 'pdf', 'excel'). */
const ScheduleRunItemSchema = ScheduleContentSchema.extend({ name: z.string(), files: z.array(z.string()) });
/** One content item a run left out, and why (the owner lost View on it, it failed to render …). */
const ScheduleRunMissingSchema = ScheduleContentSchema.extend({ name: z.string().nullable(), reason: z.string() });

/** A send that succeeded, as the history keeps it: what was sent to whom, and when. */
export const ScheduleRunSentSchema = z
  .discriminatedUnion('channel', [
    z.object({ channel: z.literal('email'), to: z.array(z.string()), cc: z.array(z.string()), bcc: z.array(z.string()), messageId: z.string(), at: z.string() }),
    z.object({ channel: z.literal('robot'), robot: z.enum(robotKinds), host: z.string(), messages: z.number().int(), at: z.string() }),
  ])
  .meta({ id: 'ScheduleRunSent' });
export type ScheduleRunSent = z.infer<typeof ScheduleRunSentSchema>;

/** What a run's history keeps (the server's schedule_runs.detail); every part is there only once known. */
export const ScheduleRunDetailSchema = z
  .object({
    /** The job that claimed the due time. */
    jobId: z.string().optional(),
    /** The time zone the run was computed in. */
    timeZone: z.string().optional(),
    items: z.array(ScheduleRunItemSchema).optional(),
    missing: z.array(ScheduleRunMissingSchema).optional(),
    /** Each send that succeeded (a retry never repeats one). */
    sent: z.array(ScheduleRunSentSchema).optional(),
    /** Why a due time was skipped. */
    skipped: z.string().optional(),
    /** The run failed for good and the schedule's owner was mailed (once; never for a test). */
    ownerNotified: z.boolean().optional(),
  })
  .meta({ id: 'ScheduleRunDetail' });
export type ScheduleRunDetail = z.infer<typeof ScheduleRunDetailSchema>;

export const ScheduleRunSchema = z
  .object({
    id: z.string(),
    dueAt: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    status: z.enum(scheduleRunStatuses),
    trigger: z.enum(scheduleRunTriggers),
    attempts: z.number().int(),
    detail: ScheduleRunDetailSchema,
    error: z.string().nullable(),
  })
  .meta({ id: 'ScheduleRun' });
export type ScheduleRun = z.infer<typeof ScheduleRunSchema>;

/** The organisation's run history (GET …/schedules/runs): newest due time first, by page, of one status or all. */
export const OrgScheduleRunsQuerySchema = z.object({
  status: z.enum(scheduleRunStatuses).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type OrgScheduleRunsQuery = z.output<typeof OrgScheduleRunsQuerySchema>;

/** A run in the organisation's history: with the schedule it belongs to. */
export const OrgScheduleRunSchema = ScheduleRunSchema.extend({
  scheduleId: z.string(),
  scheduleName: z.string(),
  scheduleType: z.enum(scheduleTypes),
}).meta({ id: 'OrgScheduleRun' });
export type OrgScheduleRun = z.infer<typeof OrgScheduleRunSchema>;

export const OrgScheduleRunsSchema = z
  .object({ items: z.array(OrgScheduleRunSchema), total: z.number().int().meta({ description: 'Runs of that status in all, over every page' }) })
  .meta({ id: 'OrgScheduleRuns' });
export type OrgScheduleRuns = z.infer<typeof OrgScheduleRunsSchema>;

/** A run asked for outside the timetable (execute now, send a test): its due time, the run's key in the history. */
export const ScheduleExecutionSchema = z.object({ dueAt: z.string() }).meta({ id: 'ScheduleExecution' });
export type ScheduleExecution = z.infer<typeof ScheduleExecutionSchema>;
