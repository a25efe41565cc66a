// The blocks' UI kit: a location's opening hours as a table (weekday names in the page's locale), and the
// locations a block names; the site's footer shows the same table.
import { labelsFor } from '../labels';
import { type BlockRenderContext, type LocationSummary, WEEKDAYS, type Weekday } from '../types';

/** Locations chosen by id (in the given order), or all of them. */
export function pickLocations(ctx: BlockRenderContext, ids: readonly string[]): LocationSummary[] {
  if (ids.length === 0) return ctx.locations;
  const byId = new Map(ctx.locations.map((location) => [location.id, location]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Localised weekday names, Monday first (1 January 2024 was a Monday). */
export function weekdayNames(locale: string): Record<Weekday, string> {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  } catch {
    format = new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' });
  }
  return Object.fromEntries(
    WEEKDAYS.map((day, i) => {
      const name = format.format(new Date(Date.UTC(2024, 0, 1 + i)));
      return [day, name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)];
    }),
  ) as Record<Weekday, string>;
}

const time = /^([01]\d|2[0-3]):[0-5]\d$/;

export function HoursTable({ location, ctx, showClosedDays }: { location: LocationSummary; ctx: BlockRenderContext; showClosedDays: boolean }) {
  const labels = labelsFor(ctx.locale);
  const names = weekdayNames(ctx.locale);
  const rows = WEEKDAYS.map((day) => {
    const ranges = (location.openingHours[day] ?? []).filter(([open, close]) => time.test(open) && time.test(close));
    return { day, ranges };
  }).filter((row) => showClosedDays || row.ranges.length > 0);
  return (
    <table className="w-full text-left">
      <caption className="sr-only">{location.name}</caption>
      <tbody className="divide-y divide-(--vt-color-border)">
        {rows.map(({ day, ranges }) => (
          <tr key={day}>
            <th scope="row" className="py-2.5 pr-4 font-medium">
              {names[day]}
            </th>
            <td className={`py-2.5 text-right tabular-nums ${ranges.length ? '' : 'text-(--vt-color-muted)'}`}>
              {ranges.length
                ? ranges.map(([open, close], i) => (
                    <span key={i} className="block">
                      <time>{open}</time>–<time>{close}</time>
                    </span>
                  ))
                : labels.closed}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

