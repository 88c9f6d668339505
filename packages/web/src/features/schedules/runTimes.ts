/**
 * Times of a schedule's runs in plain words, in the schedule's time zone and the user's language:
 * 'Mon 30 Nov 2026, 09:00 (Europe/Berlin)' / '2026年11月30日周一 09:00（Europe/Berlin）'.
 */
const intlLocale = (language: string): string => (language.startsWith('zh') ? 'zh-CN' : 'en-GB');

const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(language: string, timeZone: string, withWeekday: boolean): Intl.DateTimeFormat {
  const key = `${language}|${timeZone}|${withWeekday}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), {
      ...(withWeekday ? { weekday: 'short' } : {}),
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    formats.set(key, format);
  }
  return format;
}

const isValidZone = (timeZone: string | undefined): timeZone is string => {
  if (!timeZone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
};

/** A run time in a zone: with its weekday, and the zone's name after it unless `withZone` is false. */
export function formatRunTime(iso: string, timeZone: string | undefined, language: string, { withZone = true, withWeekday = true } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const zone = isValidZone(timeZone) ? timeZone : 'UTC';
  // 'Mon, 30 Nov' in some ICU versions, 'Mon 30 Nov' in others: one way everywhere.
  const text = formatOf(language, zone, withWeekday).format(date).replace(/\u202f/g, ' ').replace(/^([A-Za-z]{3}), (?=\d)/, '$1 ');
  if (!withZone) return text;
  return language.startsWith('zh') ? `${text}（${zone}）` : `${text} (${zone})`;
}

/** How long a run took: '850 ms', '4.2 s', '3 min 05 s'. */
export function formatDuration(startedAt: string | null, finishedAt: string | null): string | undefined {
  if (!startedAt || !finishedAt) return undefined;
  const ms = Date.parse(finishedAt) - Date.parse(startedAt);
  if (!Number.isFinite(ms) || ms < 0) return undefined;
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/** The zone's offset from UTC now, as '+01:00' (for the time zone list). */
export function zoneOffset(timeZone: string, at = new Date()): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const offset = name.replace('GMT', '');
  return offset === '' ? '+00:00' : offset;
}

/** Every time zone the browser knows (UTC first), with its current offset, sorted by offset then name. */
export function timeZoneOptions(at = new Date()): { value: string; label: string; offset: string }[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const names = ['UTC', ...supported.filter((zone) => zone !== 'UTC')];
  const minutes = (offset: string) => {
    const match = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
    return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  };
  return names
    .map((zone) => {
      const offset = zoneOffset(zone, at);
      return { value: zone, offset, label: `(UTC${offset}) ${zone}` };
    })
    .sort((a, b) => (a.value === 'UTC' ? -1 : b.value === 'UTC' ? 1 : minutes(a.offset) - minutes(b.offset) || a.value.localeCompare(b.value)));
}

/** The browser's own time zone. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
