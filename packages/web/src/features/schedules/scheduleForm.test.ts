import { describe, expect, it } from 'vitest';
import { formPathOf, initialValues, settingsOf } from './scheduleForm';
import { robot, scheduleOf, weekly } from './scheduleTestData';

describe('the schedule editor’s values', () => {
  it('starts a new schedule weekly on Monday at 08:00 in UTC, with one picture of 1920 px', () => {
    const values = initialValues(undefined, { type: 'WEBHOOK', parentId: 'f1' });
    expect(values).toMatchObject({ type: 'WEBHOOK', parentId: 'f1', cronExpression: '0 8 * * 1', timeZone: 'UTC', contents: [] });
    expect(values.email.fileTypes).toEqual(['image']);
    expect(values.webhook).toEqual({ robot: 'wecom', url: '', secret: undefined, fileType: 'image', pictureWidth: 1920 });
  });

  it('sends only the chosen delivery, and a robot secret kept, replaced or removed', () => {
    const values = initialValues(scheduleOf(robot), { type: 'EMAIL', parentId: null });
    expect(settingsOf(values)).toEqual({
      name: 'Daily robot',
      description: '',
      cronExpression: '0 8 * * 1',
      timeZone: 'Europe/Berlin',
      startAt: null,
      endAt: null,
      contents: [{ vizType: 'dashboard', vizId: 'd1' }],
      type: 'WEBHOOK',
      config: { robot: 'feishu', url: 'https://open.feishu.cn/open-apis/bot/v2/hook/abc', fileType: 'image', pictureWidth: 1920 },
    });
    expect(settingsOf({ ...values, webhook: { ...values.webhook, secret: 'new' } }).config).toMatchObject({ secret: 'new' });
    expect(settingsOf({ ...values, webhook: { ...values.webhook, secret: null } }).config).toMatchObject({ secret: '' });
    expect(settingsOf({ ...values, webhook: { ...values.webhook, secret: '' } }).config).not.toHaveProperty('secret');
    const asMail = settingsOf({ ...initialValues(scheduleOf(weekly), { type: 'EMAIL', parentId: null }), cronExpression: ' 0 9 * * * ' });
    expect(asMail).toMatchObject({ type: 'EMAIL', cronExpression: '0 9 * * *', config: { to: ['ada@example.com'], subject: 'Weekly sales' } });
  });

  it('puts a server’s field message under the chosen delivery’s field', () => {
    expect(formPathOf('config.to', 'EMAIL')).toEqual(['email', 'to']);
    expect(formPathOf('config.url', 'WEBHOOK')).toEqual(['webhook', 'url']);
    expect(formPathOf('contents.0.vizId', 'EMAIL')).toEqual(['contents', 0, 'vizId']);
    expect(formPathOf('cronExpression', 'EMAIL')).toEqual(['cronExpression']);
  });
});
