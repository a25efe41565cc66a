// How the dashboard writes a location's opening hours: day names, and a one-line summary that groups
// consecutive days with the same hours ("Mon closed · Tue–Fri 07:30–18:30 · Sat 08:00–12:30, 14:00–17:30"), in
// the words of the `hours` messages.
import { WEEKDAYS, type Weekday } from '@/lib/domain/businesses/schemas';
import type { LocationView } from '@/lib/domain/businesses/businesses';
import { type Locale, translator } from '@/lib/i18n/translator';

/** The week's hours on one line in `locale` (English when not given), consecutive days with the same hours grouped. */
export function hoursSummary(openingHours: LocationView['openingHours'], locale: Locale = 'en'): string {
  const t = translator(locale, 'hours');
  const text = (day: Weekday) => (openingHours[day] ?? []).map(([a, b]) => `${a}–${b}`).join(', ') || t('closed');
  const label = (day: Weekday) => t(`short.${day}`);
  const parts: string[] = [];
  let start = 0;
  WEEKDAYS.forEach((day, index) => {
    const next = WEEKDAYS[index + 1];
    if (next && text(next) === text(day)) return;
    parts.push(`${start === index ? label(day) : `${label(WEEKDAYS[start]!)}–${label(day)}`} ${text(day)}`);
    start = index + 1;
  });
  return parts.join(' · ');
}
