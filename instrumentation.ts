// Runs once when the server starts: opens (and migrates) the database, so the embedded data directory is
// locked for the server's whole life, and opens the operator CLI's local control channel.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startServerDatabase } = await import('./lib/operator/server-start');
  await startServerDatabase();
}
