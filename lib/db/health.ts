// Whether the database answers, as this process last saw it. Kept in the process registry
// (lib/runtime/process-registry.ts) because Next evaluates the proxy and the routes in separate module graphs
// of one process, and both read it: the pool marks it down when a connection is lost or cannot be made and up
// when a new connection succeeds; proxy.ts answers dashboard pages 503 at once while it is down (after one
// quick probe), instead of a page that fails.
import { getOrCreate, registryKey } from '../runtime/process-registry';

type HealthState = { lastFailure: number; lastSuccess: number };

const state = getOrCreate(registryKey<HealthState>('db.health'), () => ({ lastFailure: 0, lastSuccess: 0 }));

/** Seconds a client is told to wait before retrying while the database is down (Retry-After). */
export const RETRY_AFTER_SECONDS = 5;

export function markDatabaseDown(): void {
  state.lastFailure = Date.now();
}

export function markDatabaseUp(): void {
  state.lastSuccess = Date.now();
}

/** True when the last thing seen of the database was a failure. */
export function databaseLooksDown(): boolean {
  return state.lastFailure > state.lastSuccess;
}

/** Node's socket errors for a server that is not there or went away (TCP or Unix socket). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);
/** pg's own messages for a connection that could not be made or was lost. */
const LOST = /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end/i;

/**
 * Whether `error` says the database cannot be reached (nothing listens, the connection was lost, the server
 * is shutting down or starting up, or refuses more connections), rather than that a statement failed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; syscall?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    // A socket's own error (not, say, a missing file: ENOENT counts only from connect()).
    if (SOCKET_CODES.has(code) && ['connect', 'read', 'write', 'getaddrinfo'].includes(String(candidate.syscall))) return true;
    // SQLSTATE class 08 (connection exception), 57P01–57P03 (shutdown, crash, starting up), 53300 (too many connections).
    if (/^08[0-9A-Z]{3}$/.test(code) || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300') return true;
    if (typeof candidate.message === 'string' && LOST.test(candidate.message)) return true;
    // AggregateError (a host name that resolves to several addresses, all refused).
    if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = candidate.cause;
  }
  return false;
}
