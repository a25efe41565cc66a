// The days shared by the Sales pages' addresses (checked, errors by field in the page's words), with the page
// cursor (lib/dashboard/address.ts reads the rest).
import { cursorParam, firstParam as first, type SearchParams } from '@/lib/dashboard/address';
import { dateInput } from '@/lib/domain/shared/input';

export { idParam, readFrom } from '@/lib/dashboard/address';

export function dayFilters(raw: SearchParams, messages: { notADate: string; onOrAfter: string }) {
  const days: { from?: string; to?: string } = {};
  const errors: { from?: string; to?: string } = {};
  for (const side of ['from', 'to'] as const) {
    const value = first(raw[side]);
    if (!value) continue;
    days[side] = value;
    if (!dateInput().safeParse(value).success) errors[side] = messages.notADate;
  }
  if (!errors.from && !errors.to && days.from && days.to && days.to < days.from) errors.to = messages.onOrAfter;
  return { days, errors, cursor: cursorParam(raw), first };
}
