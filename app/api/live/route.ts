// GET /api/live — liveness: the process answers (no database). Also the benchmark's "trivial route handler".
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ ok: true });
}
