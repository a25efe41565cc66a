import { afterEach, describe, expect, it } from 'vitest';
import { addDays, easterSunday, isPublicationDay, isTargetHoliday, latestPublicationDayOnOrBefore } from './calendar';

describe('easterSunday', () => {
  it('computes Easter without a table of years', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    // Extremes and well-known years.
    expect(easterSunday(1818)).toBe('1818-03-22'); // earliest possible
    expect(easterSunday(1943)).toBe('1943-04-25'); // latest possible
    expect(easterSunday(2000)).toBe('2000-04-23');
    expect(easterSunday(2014)).toBe('2014-04-20');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });
});

describe('TARGET holidays', () => {
  it('knows Good Friday and Easter Monday of 2024, 2025 and 2026', () => {
    for (const [goodFriday, easterMonday] of [
      ['2024-03-29', '2024-04-01'],
      ['2025-04-18', '2025-04-21'],
      ['2026-04-03', '2026-04-06'],
    ] as const) {
      expect(isTargetHoliday(goodFriday)).toBe(true);
      expect(isTargetHoliday(easterMonday)).toBe(true);
      expect(isPublicationDay(goodFriday)).toBe(false);
      expect(isPublicationDay(easterMonday)).toBe(false);
      expect(isPublicationDay(addDays(goodFriday, -1))).toBe(true); // Maundy Thursday is a working day
      expect(isPublicationDay(addDays(easterMonday, 1))).toBe(true);
    }
    expect(isTargetHoliday('2025-04-20')).toBe(false); // Easter Sunday: a weekend, not a holiday
  });

  it('knows the fixed holidays: 1 January, 1 May, 25 and 26 December', () => {
    for (const date of ['2025-01-01', '2026-01-01', '2025-05-01', '2024-12-25', '2024-12-26', '2025-12-25', '2025-12-26']) {
      expect(isTargetHoliday(date), date).toBe(true);
      expect(isPublicationDay(date), date).toBe(false);
    }
    for (const date of ['2024-12-24', '2024-12-27', '2024-12-31', '2025-01-02', '2025-04-30', '2025-05-02', '2025-05-29']) {
      expect(isTargetHoliday(date), date).toBe(false);
      expect(isPublicationDay(date), date).toBe(true);
    }
  });

  it('has no publication at weekends', () => {
    expect(isPublicationDay('2025-06-14')).toBe(false); // Saturday
    expect(isPublicationDay('2025-06-15')).toBe(false); // Sunday
    expect(isPublicationDay('2025-06-16')).toBe(true); // Monday
    expect(isTargetHoliday('2025-06-14')).toBe(false);
  });
});

describe('latestPublicationDayOnOrBefore', () => {
  it('is the day itself on a publication day', () => {
    expect(latestPublicationDayOnOrBefore('2014-06-13')).toBe('2014-06-13');
    expect(latestPublicationDayOnOrBefore('2023-01-02')).toBe('2023-01-02');
  });

  it('goes back over weekends and holidays', () => {
    expect(latestPublicationDayOnOrBefore('2014-06-14')).toBe('2014-06-13'); // Saturday → Friday
    expect(latestPublicationDayOnOrBefore('2014-06-15')).toBe('2014-06-13'); // Sunday → Friday
    expect(latestPublicationDayOnOrBefore('2025-04-21')).toBe('2025-04-17'); // Easter Monday → Thursday before Good Friday
    expect(latestPublicationDayOnOrBefore('2024-04-01')).toBe('2024-03-28');
    expect(latestPublicationDayOnOrBefore('2026-04-06')).toBe('2026-04-02');
    expect(latestPublicationDayOnOrBefore('2025-05-01')).toBe('2025-04-30');
    expect(latestPublicationDayOnOrBefore('2024-12-26')).toBe('2024-12-24');
  });

  it('crosses New Year into the previous year', () => {
    expect(latestPublicationDayOnOrBefore('2025-01-01')).toBe('2024-12-31');
    expect(latestPublicationDayOnOrBefore('2022-01-01')).toBe('2021-12-31'); // Saturday and holiday
    expect(latestPublicationDayOnOrBefore('2023-01-01')).toBe('2022-12-30'); // Sunday, holiday → Friday
    expect(latestPublicationDayOnOrBefore('2028-01-03')).toBe('2028-01-03'); // a Monday
  });
});

describe('dates', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it('does not depend on the host time zone', () => {
    for (const tz of ['Pacific/Kiritimati', 'America/Adak', 'Europe/Brussels', 'UTC']) {
      process.env.TZ = tz;
      expect(addDays('2024-03-30', 1), tz).toBe('2024-03-31'); // the night Europe moves to summer time
      expect(addDays('2024-10-27', 1), tz).toBe('2024-10-28');
      expect(latestPublicationDayOnOrBefore('2025-01-01'), tz).toBe('2024-12-31');
      expect(isPublicationDay('2024-03-28'), tz).toBe(true);
      expect(isPublicationDay('2024-03-29'), tz).toBe(false);
    }
  });

  it('refuses anything but a real YYYY-MM-DD date', () => {
    for (const bad of ['2025-02-29', '2025-13-01', '2025-1-1', '20250101', '', '2025-01-01T00:00:00Z']) {
      expect(() => isPublicationDay(bad), bad).toThrow(RangeError);
    }
    expect(isPublicationDay('2024-02-29')).toBe(true); // leap day
  });
});
