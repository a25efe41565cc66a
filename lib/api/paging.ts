// Cursor paging (README: API rules in short): `limit` 1–100 (default 20), `cursor` opaque (from `nextCursor`).
import { z } from 'zod';
import type { Page, PageRequest } from '../domain/shared/paging';
import { ApiError } from './errors';

export const pagingQuery = {
  limit: z.coerce.number().int().min(1).max(100).default(20).describe('Page size, 1–100 (default 20)'),
  cursor: z.string().min(1).max(200).optional().describe('Opaque cursor: the previous page’s nextCursor'),
};

const CURSOR_BODY = /^v1:[a-z]+_[0-9a-z]{26}$/;

export const encodeCursor = (id: string) => Buffer.from(`v1:${id}`).toString('base64url');

export function decodeCursor(cursor: string): string {
  const decoded = /^[A-Za-z0-9_-]+$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  if (!CURSOR_BODY.test(decoded)) {
    throw new ApiError('validation_failed', 'Invalid cursor: use the nextCursor of a previous page', {
      details: [{ path: 'cursor', message: 'invalid cursor' }],
    });
  }
  return decoded.slice(3);
}

export function pageRequest(query: { limit: number; cursor?: string }): PageRequest {
  return { limit: query.limit, after: query.cursor ? decodeCursor(query.cursor) : undefined };
}

export function listBody<T>(page: Page<T>) {
  return { data: page.data, hasMore: page.hasMore, nextCursor: page.nextId ? encodeCursor(page.nextId) : null };
}

const LIST_SCHEMAS = new WeakSet<z.ZodType>();

/** The list envelope schema for the OpenAPI document. */
export function listOf<T extends z.ZodType>(item: T, id: string) {
  const schema = z
    .object({
      data: z.array(item),
      hasMore: z.boolean(),
      nextCursor: z.string().nullable().describe('Pass as `cursor` to get the next page; null on the last page'),
    })
    .meta({ id });
  LIST_SCHEMAS.add(schema);
  return schema;
}

/** Whether a response schema is a list envelope made by `listOf` (its items are the resources). */
export const isListSchema = (schema: z.ZodType | undefined) => schema !== undefined && LIST_SCHEMAS.has(schema);
