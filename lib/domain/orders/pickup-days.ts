// Which days an order can be picked up at a location: pure calendar logic over the location's opening hours
// (README: Website, shop and storefront → checkout). The first day offered is the first day the location opens
// AFTER today in the business's time zone (today is never offered: a bakery needs the evening to prepare),
// the last is today + PICKUP_WINDOW_DAYS. A location with no opening hours at all offers every day of the window.
import type { OpeningHours } from '../../db/schema/businesses';
import { formatDate } from '../../i18n/format';

/** How many days ahead a pickup may be chosen. */
export const PICKUP_WINDOW_DAYS = 14;

const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar date (YYYY-MM-DD) of `now` in `timeZone`. */
export function localDate(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

// Calendar arithmetic on UTC midnights: a date string has no time, so DST never shifts a day.
function toUtc(date: string): number | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(time).toISOString().slice(0, 10) === date ? time : null;
}

function addDays(date: string, days: number): string {
  return new Date(toUtc(date)! + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whether the hours name at least one open range on some day (else the location "has no hours"). */
export function hasOpeningHours(hours: OpeningHours): boolean {
  return WEEKDAY_KEYS.some((day) => (hours[day] ?? []).length > 0);
}

function opensOn(hours: OpeningHours, date: string): boolean {
  if (!hasOpeningHours(hours)) return true;
  const weekday = WEEKDAY_KEYS[new Date(toUtc(date)!).getUTCDay()]!;
  return (hours[weekday] ?? []).length > 0;
}

/** The pickup days offered at a location, in order: open days from tomorrow to today + PICKUP_WINDOW_DAYS. */
export function pickupDays(hours: OpeningHours, now: Date, timeZone: string): string[] {
  const today = localDate(now, timeZone);
  const days: string[] = [];
  for (let offset = 1; offset <= PICKUP_WINDOW_DAYS; offset++) {
    const date = addDays(today, offset);
    if (opensOn(hours, date)) days.push(date);
  }
  return days;
}

/** Why a pickup day cannot be chosen (a French-free reason for the API and logs), or null when it can. */
export function pickupDayProblem(hours: OpeningHours, date: string, now: Date, timeZone: string): string | null {
  if (toUtc(date) === null) return 'not a date (YYYY-MM-DD)';
  const today = localDate(now, timeZone);
  if (date <= today) return 'choose a day after today';
  if (date > addDays(today, PICKUP_WINDOW_DAYS)) return `choose a day within ${PICKUP_WINDOW_DAYS} days`;
  if (!opensOn(hours, date)) return 'the location is closed that day';
  return null;
}

const weekdayFormat = new Intl.DateTimeFormat('fr-BE', { weekday: 'long', timeZone: 'UTC' });

/** A pickup day as the storefront and e-mails write it: "samedi 07/03/2026" (French weekday, the product's date format). */
export function formatPickupDay(date: string): string {
  const time = toUtc(date);
  return time === null ? date : `${weekdayFormat.format(new Date(time))} ${formatDate(date)}`;
}
