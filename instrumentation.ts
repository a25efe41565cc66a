// Runs once when the server starts: opens (and migrates) the database — on the embedded default, connects to
// the embedded PostgreSQL server or starts it — and starts the background jobs.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startServerDatabase } = await import('./lib/operator/server-start');
  await startServerDatabase();
}
