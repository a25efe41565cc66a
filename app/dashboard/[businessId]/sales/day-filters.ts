// The address's parts shared by the Sales pages: the days (checked, errors by field), the page cursor (a bad
// one means the first page) and ids (only when they look like one: NUL bytes never reach the database).
import { decodeCursor } from '@/lib/api/paging';
import { DomainError } from '@/lib/domain/shared/errors';
import { dateInput } from '@/lib/domain/shared/input';

type Raw = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function dayFilters(raw: Raw) {
  const days: { from?: string; to?: string } = {};
  const errors: { from?: string; to?: string } = {};
  for (const side of ['from', 'to'] as const) {
    const value = first(raw[side]);
    if (!value) continue;
    days[side] = value;
    if (!dateInput().safeParse(value).success) errors[side] = 'Not a date: use the date picker (day, month, year)';
  }
  if (!errors.from && !errors.to && days.from && days.to && days.to < days.from) errors.to = 'Must be on or after the first day';
  let cursor: string | undefined;
  try {
    cursor = first(raw.cursor) ? decodeCursor(first(raw.cursor)!) : undefined;
  } catch {
    cursor = undefined;
  }
  return { days, errors, cursor, first };
}

export function idParam(value: string | string[] | undefined): string | undefined {
  const text = first(value);
  return text && /^[A-Za-z0-9_-]{1,64}$/.test(text) ? text : undefined;
}

/** A page from the cursor; the first page when the cursor names nothing of the list (a stale or edited address). */
export function readFrom<T>(read: (after?: string) => Promise<T>, after: string | undefined): Promise<T> {
  return read(after).catch((error) => {
    if (error instanceof DomainError && after) return read();
    throw error;
  });
}
