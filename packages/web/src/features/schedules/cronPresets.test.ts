import { describe, expect, it } from 'vitest';
import { cronToPreset, DEFAULT_CRON, presetOfKind, presetToCron, type CronPreset } from './cronPresets';

describe('cron presets', () => {
  const presets: [CronPreset, string][] = [
    [{ kind: 'minutes', every: 1 }, '* * * * *'],
    [{ kind: 'minutes', every: 15 }, '*/15 * * * *'],
    [{ kind: 'hourly', minute: 30 }, '30 * * * *'],
    [{ kind: 'daily', hour: 9, minute: 5 }, '5 9 * * *'],
    [{ kind: 'weekly', days: [1, 3, 5], hour: 8, minute: 0 }, '0 8 * * 1,3,5'],
    [{ kind: 'weekly', days: [0], hour: 23, minute: 59 }, '59 23 * * 0'],
    [{ kind: 'monthly', day: 31, hour: 6, minute: 45 }, '45 6 31 * *'],
    [{ kind: 'yearly', month: 2, day: 29, hour: 0, minute: 0 }, '0 0 29 2 *'],
  ];

  it.each(presets)('writes %o as "%s" and reads it back', (preset, expression) => {
    expect(presetToCron(preset)).toBe(expression);
    expect(cronToPreset(expression)).toEqual(preset);
  });

  it('reads the same timetable written otherwise as its preset', () => {
    expect(cronToPreset('  0   8 * *   MON-FRI ')).toEqual({ kind: 'weekly', days: [1, 2, 3, 4, 5], hour: 8, minute: 0 });
    expect(cronToPreset('0 8 * * 5,1,3')).toEqual({ kind: 'weekly', days: [1, 3, 5], hour: 8, minute: 0 });
    expect(cronToPreset('0 8 * * 7')).toEqual({ kind: 'weekly', days: [0], hour: 8, minute: 0 });
    expect(cronToPreset('0 8 ? * sat,sun')).toEqual({ kind: 'weekly', days: [0, 6], hour: 8, minute: 0 });
    expect(cronToPreset('0/10 * * * *')).toEqual({ kind: 'minutes', every: 10 });
    expect(cronToPreset('0 12 1 JUL *')).toEqual({ kind: 'yearly', month: 7, day: 1, hour: 12, minute: 0 });
    // datart's Quartz presets: seconds first, '?' for "any".
    expect(cronToPreset('0 */10 * * * ?')).toEqual({ kind: 'minutes', every: 10 });
    expect(cronToPreset('0 0 * * * ?')).toEqual({ kind: 'hourly', minute: 0 });
    expect(cronToPreset('0 0 0 * * ?')).toEqual({ kind: 'daily', hour: 0, minute: 0 });
    expect(cronToPreset('0 0 0 1 * ?')).toEqual({ kind: 'monthly', day: 1, hour: 0, minute: 0 });
    expect(cronToPreset('0 0 0 1 1 ?')).toEqual({ kind: 'yearly', month: 1, day: 1, hour: 0, minute: 0 });
  });

  it.each([
    '',
    'every day',
    '0 8 * * * * *',
    '30 0 8 * * *', // seconds other than 0
    '0 8-18 * * *', // a range of hours
    '0 8,12 * * *', // two times a day
    '*/15 8 * * *', // every 15 minutes within one hour
    '*/7 */2 * * *',
    '0 8 1,15 * *', // two days a month
    '0 8 L * *',
    '0 8 1 * 1', // a day of the month or a Monday
    '0 8 * 6 *', // every day of June
    '0 8 31 2 *', // 31 February never comes
    '0 24 * * *',
    '60 8 * * *',
    '08 8 * * *',
    '0 8 * * 5-1',
    '0 8 * * 8',
    '0 8 1 13 *',
    '*/0 * * * *',
  ])('leaves "%s" custom', (expression) => {
    expect(cronToPreset(expression)).toBeNull();
  });

  it('keeps the time of day when another kind is chosen', () => {
    const daily: CronPreset = { kind: 'daily', hour: 17, minute: 30 };
    expect(presetOfKind('weekly', daily)).toEqual({ kind: 'weekly', days: [1], hour: 17, minute: 30 });
    expect(presetOfKind('yearly', daily)).toEqual({ kind: 'yearly', month: 1, day: 1, hour: 17, minute: 30 });
    expect(presetOfKind('hourly', daily)).toEqual({ kind: 'hourly', minute: 30 });
    expect(presetOfKind('daily', { kind: 'hourly', minute: 20 })).toEqual({ kind: 'daily', hour: 8, minute: 20 });
    expect(presetOfKind('minutes', null)).toEqual({ kind: 'minutes', every: 15 });
    expect(cronToPreset(DEFAULT_CRON)).toEqual({ kind: 'weekly', days: [1], hour: 8, minute: 0 });
  });
});
