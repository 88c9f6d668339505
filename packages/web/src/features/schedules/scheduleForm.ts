import {
  DEFAULT_SCHEDULE_TIME_ZONE,
  SCHEDULE_PICTURE_WIDTH,
  type mailThemes,
  type RobotKind,
  type Schedule,
  type ScheduleContent,
  type ScheduleFileType,
  type ScheduleSettingsInput,
  type ScheduleType,
} from '@redbi/shared/domain';
import { DEFAULT_CRON } from './cronPresets';

/** A robot secret as edited: kept (undefined), cleared (null), or replaced by what is typed. */
export type SecretEdit = string | null | undefined;

/**
 * The editor's values: both deliveries' settings side by side, so switching the type back and forth keeps
 * what was typed; only the chosen one is sent.
 */
export interface ScheduleFormValues {
  name: string;
  description: string;
  type: ScheduleType;
  parentId: string | null;
  cronExpression: string;
  timeZone: string;
  startAt: string | null;
  endAt: string | null;
  contents: ScheduleContent[];
  email: {
    to: string[];
    cc: string[];
    bcc: string[];
    subject: string;
    theme: (typeof mailThemes)[number];
    fileTypes: ScheduleFileType[];
    pictureWidth: number;
    body: string;
  };
  webhook: {
    robot: RobotKind;
    url: string;
    secret: SecretEdit;
    fileType: ScheduleFileType;
    pictureWidth: number;
  };
}

const emailDefaults: ScheduleFormValues['email'] = { to: [], cc: [], bcc: [], subject: '', theme: 'light', fileTypes: ['image'], pictureWidth: SCHEDULE_PICTURE_WIDTH.default, body: '' };
const webhookDefaults: ScheduleFormValues['webhook'] = { robot: 'wecom', url: '', secret: undefined, fileType: 'image', pictureWidth: SCHEDULE_PICTURE_WIDTH.default };

/** A new schedule's values (every Monday at 08:00 in the default time zone), or a saved one's. */
export function initialValues(schedule: Schedule | undefined, defaults: { type: ScheduleType; parentId: string | null; timeZone?: string }): ScheduleFormValues {
  if (!schedule) {
    return {
      name: '',
      description: '',
      type: defaults.type,
      parentId: defaults.parentId,
      cronExpression: DEFAULT_CRON,
      timeZone: defaults.timeZone ?? DEFAULT_SCHEDULE_TIME_ZONE,
      startAt: null,
      endAt: null,
      contents: [],
      email: emailDefaults,
      webhook: webhookDefaults,
    };
  }
  const type = schedule.type ?? 'EMAIL';
  const config = schedule.config;
  return {
    name: schedule.name,
    description: schedule.description,
    type,
    parentId: schedule.parentId,
    cronExpression: schedule.cronExpression,
    timeZone: schedule.timeZone,
    startAt: schedule.startAt,
    endAt: schedule.endAt,
    contents: schedule.contents,
    email: config && 'to' in config ? { ...emailDefaults, ...config } : emailDefaults,
    webhook: config && 'robot' in config ? { robot: config.robot, url: config.url, fileType: config.fileType, pictureWidth: config.pictureWidth, secret: undefined } : webhookDefaults,
  };
}

/** A secret edit as the server takes it: left out keeps the stored one, empty clears it. */
const secretOf = (secret: SecretEdit): { secret?: string } => (secret === null ? { secret: '' } : secret ? { secret } : {});

/** What is sent: the common settings and the chosen type's delivery. */
export function settingsOf(values: ScheduleFormValues): ScheduleSettingsInput {
  const common = {
    name: values.name,
    description: values.description,
    cronExpression: values.cronExpression.trim(),
    timeZone: values.timeZone,
    startAt: values.startAt,
    endAt: values.endAt,
    contents: values.contents,
  };
  if (values.type === 'EMAIL') return { ...common, type: 'EMAIL', config: values.email };
  const { secret, ...webhook } = values.webhook;
  return { ...common, type: 'WEBHOOK', config: { ...webhook, ...secretOf(secret) } };
}

/** A server field path ('config.to') as the editor's (['email', 'to']): the delivery's settings sit under their type. */
export function formPathOf(path: string, type: ScheduleType): (string | number)[] {
  const parts = path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  if (parts[0] !== 'config') return parts;
  return [type === 'EMAIL' ? 'email' : 'webhook', ...parts.slice(1)];
}
