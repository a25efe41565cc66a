// What the dashboard's server pages read from their address (list pages keep search, filters and the page in
// it): one value per name, the page cursor (a hand-edited one means the first page), ids only when they look like
// one (NUL bytes and the like never reach the database), and the first page when a cursor names nothing of the list.
import { decodeCursor } from '../api/paging';
import { DomainError } from '../domain/shared/errors';

export type SearchParams = Record<string, string | string[] | undefined>;

/** The props of a business's dashboard page that reads its address. */
export type AddressPageProps = { params: Promise<{ businessId: string }>; searchParams: Promise<SearchParams> };

export const firstParam = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The id after which the page starts; undefined (the first page) when the cursor is missing or not one of ours. */
export function cursorParam(raw: SearchParams): string | undefined {
  const cursor = firstParam(raw.cursor);
  if (!cursor) return undefined;
  try {
    return decodeCursor(cursor);
  } catch {
    return undefined;
  }
}

export function idParam(value: string | string[] | undefined): string | undefined {
  const text = firstParam(value);
  return text && /^[A-Za-z0-9_-]{1,64}$/.test(text) ? text : undefined;
}

/** A page from the cursor; the first page when the cursor names nothing of the list (a stale or edited address). */
export function readFrom<T>(read: (after?: string) => Promise<T>, after: string | undefined): Promise<T> {
  return read(after).catch((error) => {
    if (error instanceof DomainError && after) return read();
    throw error;
  });
}
