// The pickup days a location offers: today excluded, closed days skipped, the 14-day window, Brussels dates
// across DST changes, and a location without hours offering every day.
import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '@/lib/db/schema/businesses';
import { formatPickupDay, localDate, PICKUP_WINDOW_DAYS, pickupDayProblem, pickupDays } from './pickup-days';

const TZ = 'Europe/Brussels';
const day = (open: string, close: string): [string, string][] => [[open, close]];
// A bakery: closed Sunday and Monday, a split Saturday.
const BAKERY: OpeningHours = {
  tue: day('07:30', '18:30'),
  wed: day('07:30', '18:30'),
  thu: day('07:30', '18:30'),
  fri: day('07:30', '18:30'),
  sat: [
    ['07:30', '12:30'],
    ['14:00', '18:00'],
  ],
  sun: [],
};
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

describe('pickupDays', () => {
  it('starts the day after today, skips closed days, and stops 14 days ahead', () => {
    // Wednesday 4 March 2026, 10:00 in Brussels.
    const days = pickupDays(BAKERY, new Date('2026-03-04T09:00:00Z'), TZ);
    expect(days[0]).toBe('2026-03-05');
    expect(days).not.toContain('2026-03-04');
    expect(days.at(-1)).toBe('2026-03-18');
    expect(days.some((d) => weekday(d) === 0 || weekday(d) === 1)).toBe(false);
    // Split Saturdays are open days.
    expect(days).toContain('2026-03-07');
    expect(days).toContain('2026-03-14');
    expect(days).toHaveLength(10);
  });

  it("uses Brussels' date, not UTC's: 23:30 UTC on Saturday is already Sunday in Brussels", () => {
    const now = new Date('2026-03-07T23:30:00Z');
    expect(localDate(now, TZ)).toBe('2026-03-08');
    // Sunday in Brussels: Monday closed, so the first day is Tuesday.
    expect(pickupDays(BAKERY, now, TZ)[0]).toBe('2026-03-10');
  });

  it('keeps whole days across the spring and autumn DST changes', () => {
    // Summer time starts on Sunday 29 March 2026, ends on Sunday 25 October 2026.
    for (const now of [new Date('2026-03-27T22:30:00Z'), new Date('2026-10-23T21:30:00Z')]) {
      const days = pickupDays({}, now, TZ);
      expect(days).toHaveLength(PICKUP_WINDOW_DAYS);
      for (let i = 1; i < days.length; i++) {
        expect(Date.parse(days[i]!) - Date.parse(days[i - 1]!)).toBe(86_400_000);
      }
    }
    // Late on Saturday 28 March (UTC), Brussels is past midnight: Sunday the 29th is today.
    expect(localDate(new Date('2026-03-28T23:30:00Z'), TZ)).toBe('2026-03-29');
    expect(pickupDays(BAKERY, new Date('2026-03-28T23:30:00Z'), TZ)[0]).toBe('2026-03-31');
  });

  it('offers every day of the window when the location has no hours at all', () => {
    const days = pickupDays({}, new Date('2026-03-04T09:00:00Z'), TZ);
    expect(days).toHaveLength(PICKUP_WINDOW_DAYS);
    expect(days[0]).toBe('2026-03-05');
    expect(pickupDays({ mon: [], sun: [] }, new Date('2026-03-04T09:00:00Z'), TZ)).toHaveLength(PICKUP_WINDOW_DAYS);
  });
});

describe('pickupDayProblem', () => {
  const now = new Date('2026-03-04T09:00:00Z');
  it('accepts an open day in the window', () => {
    expect(pickupDayProblem(BAKERY, '2026-03-05', now, TZ)).toBeNull();
    expect(pickupDayProblem(BAKERY, '2026-03-18', now, TZ)).toBeNull();
  });
  it('refuses today, the past, beyond the window, closed days and non-dates', () => {
    expect(pickupDayProblem(BAKERY, '2026-03-04', now, TZ)).toMatch(/after today/);
    expect(pickupDayProblem(BAKERY, '2025-12-31', now, TZ)).toMatch(/after today/);
    expect(pickupDayProblem(BAKERY, '2026-03-19', now, TZ)).toMatch(/within 14 days/);
    expect(pickupDayProblem(BAKERY, '2026-03-08', now, TZ)).toMatch(/closed/);
    expect(pickupDayProblem(BAKERY, '2026-03-09', now, TZ)).toMatch(/closed/);
    for (const bad of ['2026-02-30', '05/03/2026', '2026-3-5', '', '2026-03-05\u0000', '99999-01-01']) {
      expect(pickupDayProblem(BAKERY, bad, now, TZ)).toMatch(/not a date/);
    }
  });
});

describe('formatPickupDay', () => {
  it('writes the French weekday and the product date format', () => {
    expect(formatPickupDay('2026-03-07')).toBe('samedi 07/03/2026');
  });
});
