import { describe, expect, it } from 'vitest';
import { dueTimesBetween, isCronExpression, isoInZone, nextRunTimes } from './scheduleTimetable';

const runs = (cronExpression: string, timeZone: string, from: string, range: { startAt?: string; endAt?: string } = {}, count = 5) =>
  nextRunTimes({ cronExpression, timeZone, startAt: range.startAt ?? null, endAt: range.endAt ?? null }, new Date(from), count).map((run) => isoInZone(run, timeZone));

describe('schedule timetables', () => {
  it('reads 5- and 6-field expressions (Quartz ? as *), and refuses what is not cron', () => {
    for (const expression of ['*/10 * * * *', '0 8 * * 1-5', '0 0 8 * * *', '0 0 0 1 * ?', '0 9 1 1 *', '0 8 * * 7', '0 8 1 * MON']) expect(isCronExpression(expression), expression).toBe(true);
    for (const expression of ['', 'every day', '* * * *', '61 * * * *', '0 0 0 1 1 ? 2027 5', '* * 32 * *']) expect(isCronExpression(expression), expression).toBe(false);
  });

  it('runs a daily schedule at the same wall-clock time across the spring DST change (Europe/Berlin)', () => {
    expect(runs('0 8 * * *', 'Europe/Berlin', '2027-03-26T12:00:00Z')).toEqual([
      '2027-03-27T08:00:00+01:00',
      '2027-03-28T08:00:00+02:00',
      '2027-03-29T08:00:00+02:00',
      '2027-03-30T08:00:00+02:00',
      '2027-03-31T08:00:00+02:00',
    ]);
  });

  it('runs a time the clocks skip once, when the gap ends, and a repeated time once (America/New_York)', () => {
    // 2:30 does not exist on 14 March 2027 in New York; 1:30 exists twice on 7 November 2027.
    expect(runs('30 2 * * *', 'America/New_York', '2027-03-13T12:00:00Z', {}, 3)).toEqual(['2027-03-14T03:00:00-04:00', '2027-03-15T02:30:00-04:00', '2027-03-16T02:30:00-04:00']);
    expect(runs('30 1 * * *', 'America/New_York', '2027-11-06T12:00:00Z', {}, 2)).toEqual(['2027-11-07T01:30:00-04:00', '2027-11-08T01:30:00-05:00']);
  });

  it('keeps an hourly rhythm through the autumn change: the repeated hour runs twice (Europe/Berlin)', () => {
    expect(runs('0 * * * *', 'Europe/Berlin', '2027-10-30T23:30:00Z', {}, 3)).toEqual(['2027-10-31T02:00:00+02:00', '2027-10-31T02:00:00+01:00', '2027-10-31T03:00:00+01:00']);
  });

  it('reads Sunday as 0 or 7, and a day of the month with a weekday as either', () => {
    expect(runs('0 8 * * 7', 'UTC', '2027-01-01T00:00:00Z', {}, 1)).toEqual(runs('0 8 * * 0', 'UTC', '2027-01-01T00:00:00Z', {}, 1));
    // Friday 1 January 2027 (the 1st), then the Mondays after it.
    expect(runs('0 8 1 * 1', 'UTC', '2026-12-31T12:00:00Z', {}, 4)).toEqual(['2027-01-01T08:00:00+00:00', '2027-01-04T08:00:00+00:00', '2027-01-11T08:00:00+00:00', '2027-01-18T08:00:00+00:00']);
  });

  it('starts no earlier than the effective start and stops before its end', () => {
    expect(runs('0 8 * * *', 'UTC', '2027-01-01T00:00:00Z', { startAt: '2027-01-10T08:00:00Z', endAt: '2027-01-12T08:00:00Z' })).toEqual([
      '2027-01-10T08:00:00+00:00',
      '2027-01-11T08:00:00+00:00',
    ]);
    expect(runs('0 8 * * *', 'UTC', '2027-01-20T00:00:00Z', { endAt: '2027-01-12T08:00:00Z' })).toEqual([]);
  });

  it('writes an instant in a zone with its offset then', () => {
    expect(isoInZone(new Date('2027-07-01T12:00:00Z'), 'Asia/Kolkata')).toBe('2027-07-01T17:30:00+05:30');
    expect(isoInZone(new Date('2027-01-01T00:00:00Z'), 'America/New_York')).toBe('2026-12-31T19:00:00-05:00');
  });

  it('answers the due times after the last claimed one up to now, within the range, at most the limit', () => {
    const timetable = { cronExpression: '*/15 * * * *', timeZone: 'UTC', startAt: null, endAt: '2027-01-01T10:40:00Z' };
    const iso = (dates: Date[]) => dates.map((date) => date.toISOString());
    expect(iso(dueTimesBetween(timetable, new Date('2027-01-01T09:00:00Z'), new Date('2027-01-01T09:30:00Z'), 100))).toEqual(['2027-01-01T09:15:00.000Z', '2027-01-01T09:30:00.000Z']);
    expect(iso(dueTimesBetween(timetable, new Date('2027-01-01T09:00:00Z'), new Date('2027-01-01T12:00:00Z'), 100)).at(-1)).toBe('2027-01-01T10:30:00.000Z');
    expect(dueTimesBetween(timetable, new Date('2027-01-01T09:00:00Z'), new Date('2027-01-01T12:00:00Z'), 3)).toHaveLength(3);
    expect(dueTimesBetween(timetable, new Date('2027-01-01T09:00:00Z'), new Date('2027-01-01T09:10:00Z'), 100)).toEqual([]);
  });

  it('steps through the due times as the next run times do, across the DST changes, and stops at now', () => {
    for (const [cronExpression, timeZone] of [['30 2 * * *', 'Europe/Berlin'], ['0 * * * *', 'Europe/Berlin'], ['*/20 * * * *', 'America/New_York']] as const) {
      const timetable = { cronExpression, timeZone, startAt: null, endAt: null };
      for (const [from, now] of [['2027-03-27T12:00:00Z', '2027-03-29T12:00:00Z'], ['2027-10-30T12:00:00Z', '2027-11-08T12:00:00Z']] as const) {
        const expected = nextRunTimes(timetable, new Date(from), 1_000).filter((due) => due <= new Date(now));
        expect(dueTimesBetween(timetable, new Date(from), new Date(now), 1_000), `${cronExpression} ${timeZone} ${from}`).toEqual(expected);
      }
    }
  });
});
