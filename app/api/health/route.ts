// GET /api/health — liveness; also the benchmark's "trivial route handler" reference.
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ ok: true });
}
