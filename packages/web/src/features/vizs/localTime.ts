const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD HH:mm in local time (spec §9's date format, to the minute): when a viz was last changed. */
export function localTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
