// What the benchmarks share: the production build (rebuilt when a source is newer; NEXT_DIST_DIR honoured),
// the bare node:http reference server, the environment of the servers, and the demo seed's output.
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { runCommand, spawnChild, waitForHttp } from './processes';

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

const BUILD_INPUT_DIRS = ['app', 'lib', 'components', 'blocks', 'public'];
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
  for (const name of ['DATABASE_URL', 'VITRINE_DATA_DIR', 'REDIS_URL', 'PORT', 'DATABASE_POOL_SIZE', 'AUTH_FAILURES_PER_MINUTE']) delete env[name];
  return { ...env, NODE_ENV: 'production', RATE_LIMIT_PER_MINUTE: '0', NEXT_TELEMETRY_DISABLED: '1' };
}
