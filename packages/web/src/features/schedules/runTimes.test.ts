import { describe, expect, it } from 'vitest';
import { formatDuration, formatRunTime, timeZoneOptions, zoneOffset } from './runTimes';

describe('run times in plain words', () => {
  it('says a run time in the schedule’s zone and the user’s language', () => {
    expect(formatRunTime('2026-11-30T08:00:00Z', 'Europe/Berlin', 'en')).toBe('Mon 30 Nov 2026, 09:00 (Europe/Berlin)');
    expect(formatRunTime('2026-11-30T08:00:00Z', 'Asia/Shanghai', 'zh')).toBe('2026年11月30日周一 16:00（Asia/Shanghai）');
    expect(formatRunTime('2027-03-28T08:00:00+02:00', 'Europe/Berlin', 'en', { withZone: false })).toBe('Sun 28 Mar 2027, 08:00');
    expect(formatRunTime('2026-11-30T08:00:00Z', 'Nowhere/Else', 'en')).toBe('Mon 30 Nov 2026, 08:00 (UTC)');
    expect(formatRunTime('not a time', 'UTC', 'en')).toBe('not a time');
  });

  it('says how long a run took', () => {
    expect(formatDuration('2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.850Z')).toBe('850 ms');
    expect(formatDuration('2026-01-01T00:00:00Z', '2026-01-01T00:00:04.25Z')).toBe('4.3 s');
    expect(formatDuration('2026-01-01T00:00:00Z', '2026-01-01T00:03:05Z')).toBe('3 min 05 s');
    expect(formatDuration('2026-01-01T00:00:00Z', null)).toBeUndefined();
  });

  it('lists the time zones with their offsets, UTC first', () => {
    const winter = new Date('2027-01-15T12:00:00Z');
    expect(zoneOffset('Europe/Berlin', winter)).toBe('+01:00');
    expect(zoneOffset('UTC', winter)).toBe('+00:00');
    const options = timeZoneOptions(winter);
    expect(options[0]).toEqual({ value: 'UTC', offset: '+00:00', label: '(UTC+00:00) UTC' });
    expect(options.find((option) => option.value === 'America/New_York')?.label).toBe('(UTC-05:00) America/New_York');
    const offsets = options.slice(1).map((option) => option.offset);
    expect(offsets.indexOf('-05:00')).toBeLessThan(offsets.indexOf('+01:00'));
  });
});
