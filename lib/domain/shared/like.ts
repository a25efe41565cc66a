// ILIKE patterns from what a merchant typed: their %, _ and \ match themselves.

/** `%q%` with LIKE's special characters escaped. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
