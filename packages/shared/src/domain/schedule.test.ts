import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTranslator } from '../i18n/translate';
import { fieldErrorsOf } from '../i18n/zodMessages';
import { NewScheduleSchema, NextRunsRequestSchema, ScheduleSettingsSchema } from './schedule';

const en = createTranslator('en');
const zh = createTranslator('zh');
const errorsOf = (schema: z.ZodType, value: unknown, t = en) => fieldErrorsOf(schema.safeParse(value).error?.issues ?? [], t);

const mail = { to: ['ada@example.com'], subject: 'Weekly sales' };
const contents = [{ vizType: 'dashboard', vizId: 'd1' }];
const emailSchedule = { type: 'EMAIL', name: 'Weekly', cronExpression: '0 8 * * 1', contents, config: mail };

describe('schedule settings (spec §5)', () => {
  it('fills the defaults of an e-mail schedule', () => {
    expect(ScheduleSettingsSchema.parse(emailSchedule)).toEqual({
      ...emailSchedule,
      description: '',
      startAt: null,
      endAt: null,
      config: { ...mail, cc: [], bcc: [], theme: 'light', fileTypes: ['image'], pictureWidth: 1920, body: '' },
    });
  });

  it('requires the name, the recipient, the subject, the cron expression and one content', () => {
    expect(errorsOf(ScheduleSettingsSchema, { ...emailSchedule, name: ' ', cronExpression: '', contents: [], config: { to: [], subject: '' } })).toEqual({
      name: 'Name cannot be empty',
      cronExpression: 'Cron expression cannot be empty',
      contents: 'Tick at least one content to send',
      'config.to': 'Recipient cannot be empty',
      'config.subject': 'Subject cannot be empty',
    });
    expect(errorsOf(ScheduleSettingsSchema, { type: 'EMAIL', contents, config: {} })).toMatchObject({
      name: 'Name is required',
      cronExpression: 'Cron expression is required',
      'config.to': 'Recipient is required',
      'config.subject': 'Subject is required',
    });
    expect(errorsOf(ScheduleSettingsSchema, { ...emailSchedule, config: { to: [], subject: '' } }, zh)).toEqual({
      'config.to': '收件人不能为空',
      'config.subject': '邮件主题不能为空',
    });
  });

  it("refuses a list with a bad address as a whole ('Invalid email addresses')", () => {
    expect(errorsOf(ScheduleSettingsSchema, { ...emailSchedule, config: { ...mail, cc: ['bob@example.com', 'not-an-address'], bcc: ['x@'] } })).toEqual({
      'config.cc': 'Invalid email addresses',
      'config.bcc': 'Invalid email addresses',
    });
    expect(errorsOf(ScheduleSettingsSchema, { ...emailSchedule, config: { ...mail, fileTypes: ['pdf', 'pdf'], pictureWidth: 10 } })).toEqual({
      'config.fileTypes': 'Duplicate key',
      'config.pictureWidth': 'Picture width must be at least 320',
    });
  });

  it('requires the robot webhook of a chat schedule, and an http(s) address', () => {
    const chat = { ...emailSchedule, type: 'WEBHOOK' };
    expect(errorsOf(ScheduleSettingsSchema, { ...chat, config: { robot: 'dingtalk' } })).toEqual({ 'config.url': 'Robot webhook is required' });
    expect(errorsOf(ScheduleSettingsSchema, { ...chat, config: { robot: 'feishu', url: 'ftp://example.com/hook' } })).toEqual({
      'config.url': 'The robot webhook must be an http(s) address',
    });
    expect(ScheduleSettingsSchema.parse({ ...chat, config: { robot: 'wecom', url: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k' } }).config).toEqual({
      robot: 'wecom',
      url: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k',
      fileType: 'image',
      pictureWidth: 1920,
    });
  });

  it("refuses an unknown time zone and an effective range that ends before it starts ('Range')", () => {
    expect(
      errorsOf(ScheduleSettingsSchema, { ...emailSchedule, timeZone: 'Mars/Olympus', startAt: '2027-02-01T00:00:00Z', endAt: '2027-01-01T00:00:00+01:00' }),
    ).toEqual({
      timeZone: 'Time zone must be a time zone such as Europe/Berlin or UTC',
      endAt: 'Range: the end must exceed the start',
    });
    expect(errorsOf(NextRunsRequestSchema, { cronExpression: '* * * * *', timeZone: 'Europe/Berlin', startAt: '2027-01-01T00:00:00Z' })).toEqual({});
  });

  it('creates a folder with a name alone, and a schedule with its settings', () => {
    expect(NewScheduleSchema.parse({ isFolder: true, name: 'Reports' })).toEqual({ isFolder: true, name: 'Reports', parentId: null });
    expect(NewScheduleSchema.parse({ isFolder: false, ...emailSchedule })).toMatchObject({ isFolder: false, parentId: null, type: 'EMAIL' });
    expect(errorsOf(NewScheduleSchema, { isFolder: false, ...emailSchedule, startAt: '2027-01-02T00:00:00Z', endAt: '2027-01-01T00:00:00Z' })).toEqual({
      endAt: 'Range: the end must exceed the start',
    });
  });
});
