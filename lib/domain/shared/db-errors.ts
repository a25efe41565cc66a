// Recognises PostgreSQL errors by SQLSTATE through driver and ORM wrappers (pg, DrizzleQueryError).

function sqlState(error: unknown): { code?: string; constraint?: string } {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined };
    }
    current = candidate.cause;
  }
  return {};
}

export const isUniqueViolation = (error: unknown, constraint?: string) => {
  const state = sqlState(error);
  return state.code === '23505' && (!constraint || state.constraint === constraint || String(error).includes(constraint));
};

export const isCheckViolation = (error: unknown) => sqlState(error).code === '23514';


export { isDatabaseUnavailable } from '../../db/health';
