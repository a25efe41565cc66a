// Keyset paging over time-ordered ids: the caller fetches `limit + 1` rows after `after`.

export type PageRequest = { limit: number; after?: string };
export type Page<T> = { data: T[]; hasMore: boolean; nextId: string | null };

export function toPage<T extends { id: string }>(rows: T[], limit: number): Page<T> {
  const hasMore = rows.length > limit;
  const data = hasMore ? rows.slice(0, limit) : rows;
  return { data, hasMore, nextId: hasMore ? data[data.length - 1]!.id : null };
}
