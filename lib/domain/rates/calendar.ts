// The ECB publication calendar: reference rates are published on TARGET working days, i.e. every weekday
// except 1 January, Good Friday, Easter Monday, 1 May, 25 and 26 December. Dates are 'YYYY-MM-DD' strings;
// all arithmetic is done on the date parts in UTC, so the host's time zone never shifts a day.

const DAY_MS = 86_400_000;

/** Milliseconds since the epoch of a valid 'YYYY-MM-DD' at 00:00 UTC; throws a RangeError otherwise. */
function toUtcMs(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const ms = Date.UTC(year, month - 1, day);
    const back = new Date(ms);
    if (back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day) return ms;
  }
  throw new RangeError(`Invalid date "${date}": expected a calendar date as YYYY-MM-DD`);
}

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** True when `date` is a valid 'YYYY-MM-DD' calendar date. */
export function isIsoDate(date: string): boolean {
  try {
    toUtcMs(date);
    return true;
  } catch {
    return false;
  }
}

/** The date `days` days after (or before, when negative) `date`. */
export function addDays(date: string, days: number): string {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  if (!Number.isInteger(year) || year < 1583 || year > 9999) throw new RangeError(`Invalid Gregorian year ${year}`);
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** True when `date` is a TARGET closing holiday: 1 Jan, Good Friday, Easter Monday, 1 May, 25 or 26 Dec. */
export function isTargetHoliday(date: string): boolean {
  toUtcMs(date); // validates
  const monthDay = date.slice(5);
  if (monthDay === '01-01' || monthDay === '05-01' || monthDay === '12-25' || monthDay === '12-26') return true;
  const easter = easterSunday(Number(date.slice(0, 4)));
  return date === addDays(easter, -2) || date === addDays(easter, 1);
}

/** True when the ECB publishes reference rates on `date`: a weekday that is not a TARGET holiday. */
export function isPublicationDay(date: string): boolean {
  const weekday = new Date(toUtcMs(date)).getUTCDay(); // 0 = Sunday, 6 = Saturday
  return weekday !== 0 && weekday !== 6 && !isTargetHoliday(date);
}

/** The latest publication day on or before `date` (`date` itself when it is one). */
export function latestPublicationDayOnOrBefore(date: string): string {
  let day = date;
  while (!isPublicationDay(day)) day = addDays(day, -1);
  return day;
}
