// Calendar days of the till are Europe/Brussels days: these helpers turn a local date (and time) into the
// UTC instant it starts at, across the daylight-saving changes, with the platform's time-zone data.

export const SALES_TIME_ZONE = 'Europe/Brussels';

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SALES_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Milliseconds Brussels is ahead of UTC at `instant` (3 600 000 in winter, 7 200 000 in summer). */
function offsetMs(instantMs: number): number {
  const parts: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/** The UTC instant of a Brussels wall-clock time (`date` YYYY-MM-DD, `time` HH:MM[:SS]). */
export function brusselsToUtc(date: string, time = '00:00'): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm, ss = 0] = time.split(':').map(Number) as [number, number, number?];
  const wall = Date.UTC(y, m - 1, d, hh, mm, ss);
  let instant = wall - offsetMs(wall);
  const corrected = offsetMs(instant);
  if (wall - corrected !== instant) instant = wall - corrected;
  return new Date(instant);
}

/** The Brussels calendar date (YYYY-MM-DD) of an instant. */
export function brusselsDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SALES_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** `date` plus `days` calendar days (pure calendar arithmetic, no time zone). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (0 when equal). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * A `from`/`to` filter value as an instant: a date-time as given; a date (YYYY-MM-DD) as the start of that
 * Brussels day for `from`, and as the start of the next Brussels day for `to` (so `to` covers the whole day).
 * Ranges are half-open: from ≤ t < to.
 */
export function boundToInstant(value: string, side: 'from' | 'to'): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return brusselsToUtc(side === 'from' ? value : addDays(value, 1));
  return new Date(value);
}
