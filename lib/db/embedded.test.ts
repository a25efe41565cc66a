// The embedded PostgreSQL server (lib/db/embedded.ts) through real processes and a real server, each test in
// a data directory of its own under the temporary directory: starting, reusing, racing starters, crashes of
// the starter and of PostgreSQL itself, who stops it, and the clear messages for data it cannot use. The
// processes are scripts/testing/embedded-holder.ts, run as the CLI runs (`node --import tsx`). This file
// never uses DATABASE_URL: it runs the same in the embedded and the PostgreSQL passes.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { EmbeddedServerError, embeddedLayout, ensureEmbeddedServer, ensureTcpPassword, stopEmbeddedServer } from './embedded';
import { shortDataDir } from '../testing/embedded';

const ROOT = path.resolve(__dirname, '../..');

const roots: string[] = [];
function freshDataDir(): string {
  const { root, dataDir } = shortDataDir('vt-emb-');
  roots.push(root);
  return dataDir;
}

type Env = Record<string, string | undefined>;
function childEnv(dataDir: string, extra: Env = {}): Env {
  const env: Env = { ...process.env, VITRINE_DATA_DIR: dataDir, ...extra };
  for (const name of ['DATABASE_URL', 'VITRINE_TEST_PG_ADMIN']) delete env[name];
  if (!('VITRINE_DB_PORT' in extra)) delete env.VITRINE_DB_PORT;
  return env;
}

type Holder = { child: ChildProcessWithoutNullStreams; pid: number; next: () => Promise<any>; stderr: () => string };
const children = new Set<ChildProcessWithoutNullStreams>();

/** Starts scripts/testing/embedded-holder.ts and waits until it has loaded (before it touches the server). */
async function holder(dataDir: string, extra: Env = {}): Promise<Holder> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/testing/embedded-holder.ts'], { cwd: ROOT, env: childEnv(dataDir, extra) as NodeJS.ProcessEnv, stdio: 'pipe' });
  children.add(child);
  child.on('exit', () => children.delete(child));
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const lines = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => {
    for (;;) {
      const line = await lines.next();
      if (line.done) throw new Error(`embedded-holder exited: ${stderr}`);
      if (line.value.startsWith('{')) return JSON.parse(line.value);
    }
  };
  const loaded = await next();
  expect(loaded).toEqual({ loaded: true, pid: child.pid });
  return { child, pid: child.pid!, next, stderr: () => stderr };
}

async function ask(helper: Holder, request: object): Promise<any> {
  helper.child.stdin.write(`${JSON.stringify(request)}\n`);
  return helper.next();
}

/** Ensures (and, with a kind, takes ownership as lib/db/client.ts does); fails the test on an error. */
async function ensure(helper: Holder, kind?: 'server' | 'cli' | 'test'): Promise<{ started: boolean; owns: boolean }> {
  const answer = await ask(helper, { ensure: kind ? { kind } : {} });
  expect(answer, helper.stderr()).toMatchObject({ ready: true, pid: helper.pid });
  return answer;
}

async function query(helper: Holder, sql: string): Promise<any[]> {
  const answer = await ask(helper, { query: sql });
  expect(answer, helper.stderr()).toHaveProperty('rows');
  return answer.rows;
}

/** A clean exit (exit handlers run); resolves with the exit code. */
async function exit(helper: Holder): Promise<number | null> {
  const done = new Promise<number | null>((resolve) => helper.child.once('exit', (code) => resolve(code)));
  helper.child.stdin.write(`${JSON.stringify({ exit: 0 })}\n`);
  return done;
}

async function kill9(helper: Holder) {
  const done = new Promise((resolve) => helper.child.once('exit', resolve));
  helper.child.kill('SIGKILL');
  await done;
}

// The server's processes, seen from outside.

const pidFile = (dataDir: string) => path.join(embeddedLayout(dataDir).pgData, 'postmaster.pid');
function postmasterPid(dataDir: string): number | null {
  try {
    return Number(fs.readFileSync(pidFile(dataDir), 'utf8').split('\n', 1)[0]) || null;
  } catch {
    return null;
  }
}

/** Whether `pid` runs (a killed process that is not reaped yet, a zombie, does not). */
function running(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat[stat.lastIndexOf(')') + 2] !== 'Z';
  } catch {
    return false;
  }
}

/** The postmasters running on `dataDir`'s cluster: processes `…/postgres -D <pgData> …`. */
function postmasters(dataDir: string): number[] {
  const { pgData } = embeddedLayout(dataDir);
  const found: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const argv = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (argv[0]?.endsWith('/postgres') && argv[argv.indexOf('-D') + 1] === pgData && running(Number(entry))) found.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

async function waitFor(condition: () => boolean, ms = 15_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/** Stopped: no postmaster runs on it and its postmaster.pid is gone (a clean shutdown). */
const stopped = (dataDir: string) => waitFor(() => postmasters(dataDir).length === 0 && !fs.existsSync(pidFile(dataDir)));

const readOwner = (dataDir: string) => JSON.parse(fs.readFileSync(path.join(dataDir, 'embedded-owner.json'), 'utf8')) as { pid: number; kind: string };

/** Every file under `dir` with its size, mode and mtime: to show that nothing was modified. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (at: string) => {
    for (const name of fs.readdirSync(at)) {
      const file = path.join(at, name);
      const stat = fs.statSync(file);
      out[path.relative(dir, file)] = `${stat.size} ${stat.mode} ${stat.mtimeMs}`;
      if (stat.isDirectory()) walk(file);
    }
  };
  walk(dir);
  return out;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs `body` with VITRINE_DB_PORT set in this process (read by ensureEmbeddedServer). */
async function withPort<T>(port: number, body: () => Promise<T>): Promise<T> {
  const before = process.env.VITRINE_DB_PORT;
  process.env.VITRINE_DB_PORT = String(port);
  try {
    return await body();
  } finally {
    if (before === undefined) delete process.env.VITRINE_DB_PORT;
    else process.env.VITRINE_DB_PORT = before;
  }
}

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const root of roots) {
    const dataDir = path.join(root, 'd');
    await stopEmbeddedServer(dataDir, 'immediate').catch(() => undefined);
    for (const pid of postmasters(dataDir)) process.kill(pid, 'SIGKILL'); // never leave a postgres behind
    fs.rmSync(root, { recursive: true, force: true });
  }
}, 60_000);

describe('embedded PostgreSQL server: starting and reusing', () => {
  it('a cold start creates and starts it (started); the next process connects to it; the starter stops it on a clean exit', async () => {
    const dataDir = freshDataDir();
    const [first, second] = await Promise.all([holder(dataDir), holder(dataDir)]);
    expect(await ensure(first, 'cli')).toEqual(expect.objectContaining({ started: true, owns: true }));
    expect(fs.readFileSync(path.join(embeddedLayout(dataDir).pgData, 'PG_VERSION'), 'utf8').trim()).toBe('18');
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('.pg-init-'))).toEqual([]); // initdb's temporary folder
    const [settings] = await query(first, "select current_setting('server_version_num') as version, current_setting('listen_addresses') as listen, pg_postmaster_start_time() as since");
    expect(settings.version).toMatch(/^18/);
    expect(settings.listen).toBe(''); // the socket only
    expect(fs.existsSync(path.join(embeddedLayout(dataDir).socketDir, '.s.PGSQL.5432'))).toBe(true);
    const postmaster = postmasterPid(dataDir)!;
    expect(postmasters(dataDir)).toEqual([postmaster]);
    expect(readOwner(dataDir)).toMatchObject({ pid: first.pid, kind: 'cli' });

    expect(await ensure(second, 'cli')).toEqual(expect.objectContaining({ started: false, owns: false }));
    expect((await query(second, 'select pg_postmaster_start_time() as since'))[0].since).toBe(settings.since);
    expect(await exit(second)).toBe(0); // not its owner: leaves it running
    expect(postmasters(dataDir)).toEqual([postmaster]);

    expect(await exit(first)).toBe(0); // its owner, the last one using it: stops it
    expect(await stopped(dataDir)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'embedded-owner.json'))).toBe(false);
    expect(fs.readFileSync(path.join(dataDir, 'postgresql.log'), 'utf8')).toMatch(/received fast shutdown request/);
  }, 60_000);

  it('two (three) starters at once on a fresh directory end with one server, and all of them can query it', async () => {
    const dataDir = freshDataDir();
    const starters = await Promise.all([holder(dataDir), holder(dataDir), holder(dataDir)]);
    // Released together: all find no server and race through initdb and pg_ctl start.
    const results = await Promise.all(starters.map((starter) => ensure(starter)));
    expect(results.map((result) => result.started).sort()).toEqual([false, false, true]);
    expect(postmasters(dataDir)).toHaveLength(1);
    expect(postmasters(dataDir)).toEqual([postmasterPid(dataDir)]);
    const since = await Promise.all(starters.map(async (starter) => (await query(starter, 'select pg_postmaster_start_time() as since'))[0].since));
    expect(new Set(since).size).toBe(1);
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('.pg-init-'))).toEqual([]); // the losers' initdb folders are gone
    await Promise.all(starters.map(exit)); // none took ownership: the server stays (stopped in afterAll)
    expect(postmasters(dataDir)).toHaveLength(1);
  }, 60_000);

  it('an owner exiting while another process still uses the server hands it over; the last one out stops it', async () => {
    const dataDir = freshDataDir();
    const [first, second] = await Promise.all([holder(dataDir), holder(dataDir)]);
    expect((await ensure(first, 'cli')).started).toBe(true);
    expect((await ensure(second, 'cli')).owns).toBe(false);
    const postmaster = postmasterPid(dataDir)!;
    expect(await exit(first)).toBe(0);
    expect(readOwner(dataDir)).toMatchObject({ pid: second.pid });
    expect(await query(second, 'select 1 as one')).toEqual([{ one: 1 }]); // its session was not ended
    expect(postmasters(dataDir)).toEqual([postmaster]);
    expect(await exit(second)).toBe(0);
    expect(await stopped(dataDir)).toBe(true);
  }, 60_000);
});

describe('embedded PostgreSQL server: crashes and who stops it', () => {
  it('kill -9 of the process that started it: the server keeps running and is reused; a CLI does not adopt it, an app does and stops it on a clean exit', async () => {
    const dataDir = freshDataDir();
    const starter = await holder(dataDir);
    expect(await ensure(starter, 'cli')).toMatchObject({ started: true, owns: true });
    await query(starter, "create table kept (note text); insert into kept values ('before the crash')");
    const postmaster = postmasterPid(dataDir)!;
    await kill9(starter);
    expect(running(postmaster)).toBe(true);

    const cli = await holder(dataDir);
    expect(await ensure(cli, 'cli')).toMatchObject({ started: false, owns: false }); // reused, not adopted
    expect(await query(cli, 'select note from kept')).toEqual([{ note: 'before the crash' }]);
    expect(await exit(cli)).toBe(0);
    expect(postmasters(dataDir)).toEqual([postmaster]);

    const app = await holder(dataDir);
    expect(await ensure(app, 'server')).toMatchObject({ started: false, owns: true }); // adopted: its owner is gone
    expect(readOwner(dataDir)).toMatchObject({ pid: app.pid, kind: 'server' });
    expect(postmasters(dataDir)).toEqual([postmaster]);

    // A CLI run against the server the app owns leaves it running, and the app its owner.
    const later = await holder(dataDir);
    expect(await ensure(later, 'cli')).toMatchObject({ started: false, owns: false });
    expect(await exit(later)).toBe(0);
    expect(postmasters(dataDir)).toEqual([postmaster]);
    expect(readOwner(dataDir)).toMatchObject({ pid: app.pid, kind: 'server' });

    expect(await exit(app)).toBe(0);
    expect(await stopped(dataDir)).toBe(true);
  }, 60_000);

  it('an app starting while a CLI run owns the server adopts it: the CLI exiting leaves it running', async () => {
    const dataDir = freshDataDir();
    const [cli, app] = await Promise.all([holder(dataDir), holder(dataDir)]);
    expect(await ensure(cli, 'cli')).toMatchObject({ started: true, owns: true });
    expect(await ensure(app, 'server')).toMatchObject({ started: false, owns: true });
    const postmaster = postmasterPid(dataDir)!;
    expect(await exit(cli)).toBe(0);
    expect(postmasters(dataDir)).toEqual([postmaster]);
    expect(readOwner(dataDir)).toMatchObject({ pid: app.pid, kind: 'server' });
    expect(await query(app, 'select 1 as one')).toEqual([{ one: 1 }]);
    expect(await exit(app)).toBe(0);
    expect(await stopped(dataDir)).toBe(true);
  }, 60_000);

  it('PostgreSQL killed -9 (a stale postmaster.pid, a session open): the next start restarts it safely, the data intact', async () => {
    const dataDir = freshDataDir();
    const first = await holder(dataDir);
    expect((await ensure(first)).started).toBe(true);
    await query(first, "create table kept (note text); insert into kept values ('committed')");
    const postmaster = postmasterPid(dataDir)!;
    process.kill(postmaster, 'SIGKILL');
    expect(await waitFor(() => !running(postmaster))).toBe(true);
    expect(postmasterPid(dataDir)).toBe(postmaster); // left behind

    const second = await holder(dataDir);
    expect(await ensure(second)).toMatchObject({ started: true });
    const restarted = postmasterPid(dataDir)!;
    expect(restarted).not.toBe(postmaster);
    expect(postmasters(dataDir)).toEqual([restarted]);
    expect(await query(second, 'select note from kept')).toEqual([{ note: 'committed' }]);
    expect(fs.readFileSync(path.join(dataDir, 'postgresql.log'), 'utf8')).toMatch(/not properly shut down; automatic recovery in progress/);
    await Promise.all([exit(first), exit(second)]);
  }, 60_000);
  it('a postmaster.pid left behind whose pid now runs another program: a message saying so, and the file is not touched', async () => {
    const dataDir = freshDataDir();
    const first = await holder(dataDir);
    expect((await ensure(first)).started).toBe(true);
    await stopEmbeddedServer(dataDir, 'fast');
    // As after a container restart: the file survived, and its pid is now some other program's, run by the
    // same user as the server (PostgreSQL itself sees through a pid of another user's).
    const { pgData, socketDir } = embeddedLayout(dataDir);
    const { uid, gid } = fs.statSync(pgData);
    const other = spawn('sleep', ['60'], { uid, gid });
    children.add(other as ChildProcessWithoutNullStreams);
    const stale = [other.pid, pgData, Math.floor(Date.now() / 1000) - 60, 5432, socketDir, '', '  5432001         0', 'ready   ', ''].join('\n');
    fs.writeFileSync(path.join(pgData, 'postmaster.pid'), stale, { mode: 0o600 });
    fs.chownSync(path.join(pgData, 'postmaster.pid'), uid, gid); // the server's, as it wrote it
    const answer = await ask(first, { ensure: {} });
    expect(answer).toMatchObject({ embedded: true });
    expect(answer.error).toContain(`postmaster.pid names process ${other.pid}, which is not a PostgreSQL server`);
    expect(fs.readFileSync(path.join(pgData, 'postmaster.pid'), 'utf8')).toBe(stale);
    other.kill('SIGKILL');
    // Once the file is gone (as the message asks), it starts.
    fs.rmSync(path.join(pgData, 'postmaster.pid'));
    expect((await ensure(first)).started).toBe(true);
    await exit(first);
  }, 60_000);

  it('an empty postmaster.pid (a start that crashed before writing it): a message saying so within seconds, then it starts once the file is gone', async () => {
    const dataDir = freshDataDir();
    const first = await holder(dataDir);
    expect((await ensure(first)).started).toBe(true);
    await stopEmbeddedServer(dataDir, 'fast');
    // What a postmaster that died between creating its lock file and writing it leaves behind: PostgreSQL
    // refuses to start ("lock file is empty"), as it does while another server is starting.
    const { pgData } = embeddedLayout(dataDir);
    const { uid, gid } = fs.statSync(pgData);
    fs.writeFileSync(path.join(pgData, 'postmaster.pid'), '', { mode: 0o600 });
    fs.chownSync(path.join(pgData, 'postmaster.pid'), uid, gid);
    const started = Date.now();
    const answer = await ask(first, { ensure: {} });
    expect(answer.error).toContain('postmaster.pid is empty or unreadable and no server is starting');
    expect(Date.now() - started).toBeLessThan(30_000); // not the 60 s a start may wait for another starter
    fs.rmSync(path.join(pgData, 'postmaster.pid'));
    expect((await ensure(first)).started).toBe(true);
    await exit(first);
  }, 60_000);
});

describe('embedded PostgreSQL server: data and settings it cannot use, clearly said', () => {
  it('an old PGlite data directory: a message naming the folder, and nothing modified', async () => {
    for (const marker of [path.join('pg', 'PG_VERSION'), 'vitrine.lock']) {
      const dataDir = freshDataDir();
      fs.mkdirSync(path.join(dataDir, 'pg'), { recursive: true });
      fs.writeFileSync(path.join(dataDir, marker), marker === 'vitrine.lock' ? '{"pid":1}' : '17\n');
      fs.writeFileSync(path.join(dataDir, 'pg', 'base'), 'pglite data');
      const before = snapshot(dataDir);
      const error = await ensureEmbeddedServer(dataDir).catch((caught: Error) => caught);
      expect(error).toBeInstanceOf(EmbeddedServerError);
      expect((error as Error).message).toContain(dataDir);
      expect((error as Error).message).toMatch(/earlier Vitrine \(PGlite\).*Move that folder aside/);
      expect(snapshot(dataDir)).toEqual(before);
    }
  });

  it('data of another PostgreSQL major: a message naming both versions, nothing started', async () => {
    const dataDir = freshDataDir();
    const { pgData } = embeddedLayout(dataDir);
    fs.mkdirSync(pgData, { recursive: true });
    fs.writeFileSync(path.join(pgData, 'PG_VERSION'), '17\n');
    const before = snapshot(dataDir);
    const error = await ensureEmbeddedServer(dataDir).catch((caught: Error) => caught);
    expect(error).toBeInstanceOf(EmbeddedServerError);
    expect((error as Error).message).toMatch(new RegExp(`${pgData} holds PostgreSQL 17 data, and the embedded server is PostgreSQL 18`));
    expect(snapshot(dataDir)).toEqual(before);
  });

  it('a data directory whose socket path would be too long: a message, nothing created', async () => {
    const dataDir = path.join(path.dirname(freshDataDir()), 'x'.repeat(90));
    const error = await ensureEmbeddedServer(dataDir).catch((caught: Error) => caught);
    expect(error).toBeInstanceOf(EmbeddedServerError);
    expect((error as Error).message).toMatch(/too long for a Unix socket.*choose a shorter VITRINE_DATA_DIR/);
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('VITRINE_DB_PORT: it also answers on TCP 127.0.0.1:<port>; a process asking for another port is told which one runs', async () => {
    const dataDir = freshDataDir();
    const port = await freePort();
    const withTcp = await holder(dataDir, { VITRINE_DB_PORT: String(port) });
    expect((await ensure(withTcp)).started).toBe(true);
    expect(await query(withTcp, "select current_setting('listen_addresses') as listen, current_setting('port') as port")).toEqual([{ listen: '127.0.0.1', port: String(port) }]);
    expect(fs.existsSync(path.join(embeddedLayout(dataDir).socketDir, `.s.PGSQL.${port}`))).toBe(true);
    // PostgreSQL answers on the port (a password is required there: the socket alone trusts local users).
    const tcp = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password: 'not the password', database: 'postgres' });
    const refused = await tcp.connect().then(() => null, (error: { code?: string }) => error);
    await tcp.end().catch(() => undefined);
    expect(refused).toMatchObject({ code: '28P01' }); // password authentication failed: PostgreSQL itself
    // The password Vitrine sets for TCP (kept in the data directory, mode 0600) logs in.
    const password = await ensureTcpPassword(await withPort(port, () => ensureEmbeddedServer(dataDir)));
    expect(fs.statSync(path.join(dataDir, 'embedded-password')).mode & 0o777).toBe(0o600);
    const login = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
    await login.connect();
    expect((await login.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await login.end();
    expect(await withPort(port, async () => ensureTcpPassword(await ensureEmbeddedServer(dataDir)))).toBe(password); // made once

    const withoutTcp = await holder(dataDir);
    const answer = await ask(withoutTcp, { ensure: {} });
    expect(answer).toMatchObject({ embedded: true });
    expect(answer.error).toMatch(new RegExp(`already runs with port ${port} .*not 5432.*VITRINE_DB_PORT`));
    await Promise.all([exit(withTcp), exit(withoutTcp)]);
  }, 60_000);

  it('VITRINE_DB_PORT taken by another program: the message says the port is taken', async () => {
    const dataDir = freshDataDir();
    const squatter = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
    try {
      const error = await withPort(port, () => ensureEmbeddedServer(dataDir)).catch((caught: Error) => caught);
      expect(error).toBeInstanceOf(EmbeddedServerError);
      expect((error as Error).message).toMatch(/could not listen: its port or socket in .* is taken by another program.*VITRINE_DB_PORT/);
      expect(postmasters(dataDir)).toEqual([]);
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  }, 60_000);
});
