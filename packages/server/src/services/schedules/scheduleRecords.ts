import {
  DEFAULT_SCHEDULE_TIME_ZONE,
  type EmailConfig,
  type OrgScheduleRun,
  type Schedule,
  type ScheduleContent,
  type ScheduleNode,
  type ScheduleRun,
  type ScheduleRunDetail,
  type ScheduleSettings,
  type ScheduleType,
  type WebhookConfig,
} from '@redbi/shared/domain';
import type { OrgScheduleRunRow, ScheduleRow, ScheduleRunRow } from '../../repositories/scheduleRepository';
import type { SecretBox } from '../../security/secretBox';

/** The version of the stored settings document (ARCHITECTURE §6); a change of shape brings a migration. */
export const SCHEDULE_CONFIG_VERSION = 1;

/** A robot's settings as stored: its secret sealed. */
type StoredWebhookConfig = Omit<WebhookConfig, 'secret'> & { secretSealed?: string };
type StoredConfig = { version: number } & (EmailConfig | StoredWebhookConfig);

const storedConfigOf = (row: ScheduleRow): StoredConfig => JSON.parse(row.config) as StoredConfig;

export const contentsOf = (row: ScheduleRow): ScheduleContent[] => JSON.parse(row.contents) as ScheduleContent[];

export const presentNode = (row: ScheduleRow, privileges: 'manage'[]): ScheduleNode => ({
  id: row.id,
  parentId: row.parent_id,
  name: row.name,
  index: row.index,
  isFolder: row.is_folder === 1,
  type: row.is_folder === 1 ? null : (row.type as ScheduleType),
  status: row.is_folder === 1 ? null : row.status,
  archived: row.archived === 1,
  privileges,
});

/** An e-mail schedule's settings as stored (its delivery reads them). */
export const emailConfigOf = (row: ScheduleRow): EmailConfig => {
  const { version: _version, ...config } = storedConfigOf(row);
  return config as EmailConfig;
};

/** A robot schedule's settings as its delivery reads them: the secret opened (never sent to the browser). */
export const webhookConfigOf = (row: ScheduleRow, secrets: Pick<SecretBox, 'open'>): WebhookConfig => {
  const { version: _version, secretSealed, ...config } = storedConfigOf(row) as StoredWebhookConfig & { version: number };
  return { ...config, ...(secretSealed === undefined ? {} : { secret: secrets.open(secretSealed) }) };
};

/** What the browser sees of the settings: a robot's secret only as `secretSet`. */
function presentConfig(row: ScheduleRow): Schedule['config'] {
  if (row.is_folder === 1) return null;
  const { version: _version, ...config } = storedConfigOf(row);
  if (row.type !== 'WEBHOOK') return config as EmailConfig;
  const { secretSealed, ...webhook } = config as StoredWebhookConfig;
  return { ...webhook, secretSet: secretSealed !== undefined };
}

export const presentSchedule = (row: ScheduleRow, privileges: 'manage'[]): Schedule => ({
  ...presentNode(row, privileges),
  orgId: row.org_id,
  description: row.description,
  cronExpression: row.cron_expression,
  timeZone: row.time_zone,
  startAt: row.start_at,
  endAt: row.end_at,
  config: presentConfig(row),
  contents: row.is_folder === 1 ? [] : contentsOf(row),
  ownerId: row.owner_id,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/**
 * The stored settings: a robot secret sealed; left out, the stored one is kept (`stored`, a robot's row);
 * empty, none is kept.
 */
function sealedConfig(settings: ScheduleSettings, secrets: SecretBox, stored: ScheduleRow | undefined): string {
  if (settings.type === 'EMAIL') return JSON.stringify({ version: SCHEDULE_CONFIG_VERSION, ...settings.config });
  const { secret, ...webhook } = settings.config;
  const kept = stored?.type === 'WEBHOOK' ? (storedConfigOf(stored) as StoredWebhookConfig).secretSealed : undefined;
  const secretSealed = secret === undefined ? kept : secret === '' ? undefined : secrets.seal(secret);
  return JSON.stringify({ version: SCHEDULE_CONFIG_VERSION, ...webhook, ...(secretSealed === undefined ? {} : { secretSealed }) });
}

/** A folder has a name and a place, no settings. */
export const folderColumns = (name: string) => ({
  name,
  description: '',
  type: null,
  cron_expression: '',
  time_zone: DEFAULT_SCHEDULE_TIME_ZONE,
  start_at: null,
  end_at: null,
  config: '{}',
  contents: '[]',
});

/** The columns of a schedule's settings, its time zone decided (the caller's default when none is given). */
export function settingsColumns(settings: ScheduleSettings, timeZone: string, secrets: SecretBox, stored?: ScheduleRow) {
  return {
    name: settings.name,
    description: settings.description,
    type: settings.type,
    cron_expression: settings.cronExpression,
    time_zone: timeZone,
    start_at: settings.startAt,
    end_at: settings.endAt,
    config: sealedConfig(settings, secrets, stored),
    contents: JSON.stringify(settings.contents),
  };
}

export const presentRun = (row: ScheduleRunRow): ScheduleRun => ({
  id: row.id,
  dueAt: row.due_at,
  startedAt: row.started_at,
  finishedAt: row.finished_at,
  status: row.status,
  trigger: row.trigger,
  attempts: row.attempts,
  // Written by the run (scheduleRuns.ts ScheduleRunDetail); the answer's schema checks it on the way out.
  detail: JSON.parse(row.detail) as ScheduleRunDetail,
  error: row.error,
});

export const presentOrgRun = (row: OrgScheduleRunRow): OrgScheduleRun => ({
  ...presentRun(row),
  scheduleId: row.schedule_id,
  scheduleName: row.schedule_name,
  scheduleType: row.schedule_type as ScheduleType,
});
