// Runs once when the server starts: puts the front door in place (the socket's peer address, the requests Next
// cannot route under /api: lib/api/front-door.ts) and the storefront's fast path (proxy.ts answers cache hits:
// storefront/shared-page.ts), then opens (and migrates) the database — on the embedded default, connects to
// the embedded PostgreSQL server or starts it — and starts the background jobs.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { installFrontDoor } = await import('./lib/api/front-door');
  const { trustedProxies } = await import('./lib/api/client-address');
  trustedProxies(); // a malformed TRUSTED_PROXIES stops the start, with the entry named
  installFrontDoor();
  const { installFastPath } = await import('./storefront/shared-page');
  installFastPath();
  const { startServerDatabase } = await import('./lib/operator/server-start');
  await startServerDatabase();
}
