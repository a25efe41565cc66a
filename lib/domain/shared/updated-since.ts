// `updatedSince` on the list endpoints (README: Events and webhooks): the condition the lists add. The query
// filter itself is `updatedSinceFilter` (./input.ts: schemas stay free of the query builder, forms load them).
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `updatedAt` later than `since`, compared at the API's precision (milliseconds): a record whose `updatedAt` a
 * client passes back is not given again.
 */
export const updatedAfter = (column: AnyPgColumn, since: Placeholder | string): SQL =>
  sql`date_trunc('milliseconds', ${column}) > ${since}::timestamptz`;
