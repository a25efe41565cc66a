// GET /api/health — readiness: 200 when the database answers, 503 (with Retry-After) when it does not.
import { checkDatabase } from '@/lib/api/health';

export const dynamic = 'force-dynamic';

export async function GET() {
  const database = await checkDatabase();
  const headers = { 'Cache-Control': 'no-store', ...(database.ok ? {} : { 'Retry-After': String(database.retryAfter) }) };
  return Response.json({ ok: database.ok, database: { ok: database.ok, latencyMs: database.latencyMs, kind: database.kind } }, {
    status: database.ok ? 200 : 503,
    headers,
  });
}
