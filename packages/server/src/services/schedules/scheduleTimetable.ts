import { Cron } from 'croner';

/** When a schedule runs: its cron expression read in its time zone, within its effective range (either end open). */
export interface Timetable {
  cronExpression: string;
  timeZone: string;
  startAt: string | null;
  endAt: string | null;
}

/**
 * Standard cron, 5 fields (minute hour day month weekday) or 6 (seconds first); Sunday is 0 or 7, and a
 * day of the month and a weekday both given mean either (as Vixie cron). Quartz's `?` is read as `*`.
 */
const cronOf = (timetable: Pick<Timetable, 'cronExpression'> & Partial<Timetable>) =>
  new Cron(timetable.cronExpression, {
    mode: '5-or-6-parts',
    ...(timetable.timeZone ? { timezone: timetable.timeZone } : {}),
    ...(timetable.startAt ? { startAt: new Date(timetable.startAt) } : {}),
    ...(timetable.endAt ? { stopAt: new Date(timetable.endAt) } : {}),
  });

/** Whether croner reads the expression (no job is started: a Cron without a function only computes times). */
export function isCronExpression(expression: string): boolean {
  try {
    cronOf({ cronExpression: expression });
    return true;
  } catch {
    return false;
  }
}

/**
 * The next `count` run times after `from` (none before the range starts, none at or after its end). A time
 * the clocks skip runs once when the gap ends, and a time that occurs twice runs once, for a
 * schedule at a fixed time of day; one that repeats within the day (every N minutes) keeps its rhythm.
 */
export function nextRunTimes(timetable: Timetable, from: Date, count: number): Date[] {
  return cronOf(timetable).nextRuns(count, from);
}

const two = (value: number) => String(value).padStart(2, '0');

/** An instant as ISO 8601 in a time zone, with that zone's offset then: 2027-03-28T03:00:00+02:00. */
export function isoInZone(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const local = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
  const offsetMinutes = Math.round((Date.parse(`${local}Z`) - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const minutes = Math.abs(offsetMinutes);
  return `${local}${sign}${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}

/**
 * The due times after `from` up to and including `now`, the earliest first, at most `limit` (the scheduler
 * goes on from the last of them at its next tick). Stops at the first time after `now`: a tick computes the
 * few times that are due, not `limit` times ahead (that took about 30 ms of CPU per schedule and tick).
 */
export function dueTimesBetween(timetable: Timetable, from: Date, now: Date, limit: number): Date[] {
  const cron = cronOf(timetable);
  const due: Date[] = [];
  for (let next = cron.nextRun(from); next && next.getTime() <= now.getTime() && due.length < limit; next = cron.nextRun(next)) due.push(next);
  return due;
}
