// A production server of the spec's own (`next start -H 127.0.0.1`, bound to loopback only as behind a reverse
// proxy), on a free port and a fresh data directory, with the settings a spec needs (e.g. TRUSTED_PROXIES): for
// checks that must not share the run's server (per-address limits it exhausts, another environment). The app is
// built beforehand, as for the run's server (NEXT_DIST_DIR is inherited).
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type OwnServer = {
  origin: string;
  port: number;
  /** The operator CLI on this server's database (the embedded server the app started, or the DATABASE_URL given). */
  vitrine(...args: string[]): Promise<any>;
  /** Its data directory (the embedded database's, unless DATABASE_URL is given). */
  dataDir: string;
  /** What the server printed so far. */
  output(): string;
  /** `kill -9`: the process dies at once, the data directory stays (start another server on it with `dataDir`). */
  kill(): Promise<void>;
  stop(): Promise<void>;
};

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * `everywhere`: listen on every address (as `next start` does by default) with the origin http://localhost:<port>,
 * so a browser reaches the storefronts at http://<site>.localhost:<port>/ too.
 */
export async function startOwnServer(
  env: Record<string, string> = {},
  options: { everywhere?: boolean; port?: number; dataDir?: string; keepData?: boolean } = {},
): Promise<OwnServer> {
  const port = options.port ?? (await freePort());
  const origin = options.everywhere ? `http://localhost:${port}` : `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'vitrine-e2e-own-'));
  // The embedded database in the data directory, unless the spec gives a DATABASE_URL of its own.
  const serverEnv: NodeJS.ProcessEnv = { ...process.env, VITRINE_DATA_DIR: dataDir, PORT: String(port), APP_ORIGIN: origin };
  delete serverEnv.DATABASE_URL;
  Object.assign(serverEnv, env);
  const listen = options.everywhere ? [] : ['-H', '127.0.0.1'];
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', ...listen, '-p', String(port)], {
    cwd: process.cwd(),
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // A clean stop: the app stops the embedded PostgreSQL server it started in the data directory.
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
  };
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };

  try {
    await waitUntilUp(child, `${origin}/api/live`, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  const vitrine = async (...args: string[]) => {
    const cliEnv: NodeJS.ProcessEnv = { ...process.env, VITRINE_DATA_DIR: dataDir };
    delete cliEnv.DATABASE_URL;
    if (env.DATABASE_URL) cliEnv.DATABASE_URL = env.DATABASE_URL;
    const { stdout } = await run('npx', ['tsx', 'scripts/vitrine.ts', ...args, '--json'], { env: cliEnv, cwd: process.cwd() });
    return JSON.parse(stdout);
  };
  return { origin, port, vitrine, dataDir, output: () => output, kill, stop };
}

async function waitUntilUp(child: ChildProcess, url: string, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}):\n${output()}`);
    const up = await fetch(url).then((res) => res.ok, () => false);
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`next start did not answer ${url} within 60 s:\n${output()}`);
}
