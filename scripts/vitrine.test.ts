// The operator CLI (decisions §1–2), through the real process: `node --import tsx scripts/vitrine.ts …` (the
// script and loader `npm run --silent vitrine --` runs, in one process; one test goes through npm itself). Each group gets its own database:
// a fresh temporary VITRINE_DATA_DIR on the embedded database, or — when DATABASE_URL is set in the test
// environment (CI's PostgreSQL run) — that database, with unique slugs. The clash rule (the CLI never opens
// an embedded data directory another process holds) is embedded-only.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '..');
const POSTGRES_URL = process.env.DATABASE_URL?.trim() || undefined;
const KEY_LIVE = /^key_live_[0-9A-Za-z]{32,}$/;
const KEY_TEST = /^key_test_[0-9A-Za-z]{32,}$/;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

type Env = Record<string, string | undefined>;
type Run = { code: number | null; stdout: string; stderr: string; ms: number };

/** The child environment: the test process's, minus what vitest's setup file set for in-process code. */
function embeddedEnv(dataDir: string, extra: Env = {}): Env {
  const env: Env = { ...process.env, VITRINE_DATA_DIR: dataDir, ...extra };
  delete env.DATABASE_URL;
  return env;
}

function postgresEnv(url: string): Env {
  const env: Env = { ...process.env, DATABASE_URL: url };
  delete env.VITRINE_DATA_DIR;
  return env;
}

const tempDirs: string[] = [];
function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-cli-'));
  tempDirs.push(dir);
  return path.join(dir, 'data'); // not created: the CLI or the server creates it
}

let template: Promise<string> | undefined;
/**
 * A fresh data directory holding a freshly migrated, empty embedded database: a copy of one the CLI created
 * on its first run (initdb takes ~5 s; a copy ~0.3 s).
 */
async function freshDataDir(): Promise<string> {
  template ??= (async () => {
    const dir = tempDataDir();
    // The first run creates the directory, the database and its tables (the command itself then fails).
    failure(await cli(['key', 'revoke', 'key_none', '--json'], embeddedEnv(dir)), /API key not found/);
    expect(fs.existsSync(path.join(dir, 'pg'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'vitrine.lock'))).toBe(false); // released on exit
    return dir;
  })();
  const source = await template;
  const copy = tempDataDir();
  fs.cpSync(source, copy, { recursive: true });
  return copy;
}

const children = new Set<ChildProcessWithoutNullStreams>();

function run(command: string, args: string[], env: Env): Promise<Run> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: env as NodeJS.ProcessEnv, stdio: 'pipe' });
    children.add(child);
    child.stdin.end();
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => {
      children.delete(child);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    });
  });
}

/** The CLI as `npm run vitrine` runs it (`tsx scripts/vitrine.ts`), in one process (its pid is the child's). */
const cli = (args: string[], env: Env) => run(process.execPath, ['--import', 'tsx', 'scripts/vitrine.ts', ...args], env);
/** The CLI exactly as documented: `npm run --silent vitrine -- …`. */
const npmCli = (args: string[], env: Env) => run('npm', ['run', '--silent', 'vitrine', '--', ...args], env);

/** `--json` contract: stdout is exactly one JSON object on one line, nothing else; exit 0. */
function jsonResult(result: Run): Record<string, any> {
  const context = `exit ${result.code}\nstdout: ${result.stdout}\nstderr: ${result.stderr}`;
  expect(result.code, context).toBe(0);
  const parsed = JSON.parse(result.stdout) as unknown;
  expect(parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed), context).toBe(true);
  expect(result.stdout, context).toBe(`${JSON.stringify(parsed)}\n`); // one line, nothing before or after
  return parsed as Record<string, any>;
}

/** An error: a message on stderr, a non-zero exit code, nothing on stdout. */
function failure(result: Run, message: RegExp): string {
  const context = `exit ${result.code}\nstdout: ${result.stdout}\nstderr: ${result.stderr}`;
  expect(result.code, context).not.toBe(0);
  expect(result.code, context).not.toBeNull();
  expect(result.stdout, context).toBe('');
  expect(result.stderr, context).toMatch(message);
  return result.stderr;
}

// Helper processes (scripts/testing).

type Helper = { child: ChildProcessWithoutNullStreams; pid: number; lines: AsyncIterator<string>; stderr: () => string };

/** Starts a helper from scripts/testing and waits for its {"ready": true, "pid": …} line. */
async function startHelper(script: string, args: string[], env: Env, timeoutMs = 60_000): Promise<Helper> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('scripts/testing', script), ...args], { cwd: ROOT, env: env as NodeJS.ProcessEnv, stdio: 'pipe' });
  children.add(child);
  child.on('exit', () => children.delete(child));
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const lines = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const ready = (async () => {
    for (;;) {
      const next = await lines.next();
      if (next.done) throw new Error(`${script} exited before it was ready: ${stderr}`);
      if (next.value.startsWith('{') && JSON.parse(next.value).ready) return JSON.parse(next.value).pid as number;
    }
  })();
  ready.catch(() => undefined); // reported through the race below
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${script} not ready after ${timeoutMs} ms: ${stderr}`)), timeoutMs);
  });
  try {
    const pid = await Promise.race([ready, timeout]);
    return { child, pid, lines, stderr: () => stderr };
  } finally {
    clearTimeout(timer);
  }
}

/** Sends a JSON request line to the server helper and reads its JSON answer. */
async function ask(helper: Helper, request: object): Promise<any> {
  helper.child.stdin.write(`${JSON.stringify(request)}\n`);
  for (;;) {
    const next = await helper.lines.next();
    if (next.done) throw new Error(`helper exited: ${helper.stderr()}`);
    if (next.value.startsWith('{')) return JSON.parse(next.value);
  }
}

const exited = (child: ChildProcessWithoutNullStreams) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, any>;

/** A pid no process has: one that just exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------------------
// The commands, on whichever database this run uses.

// On the embedded database the suite first runs commands directly (no server: the CLI opens the directory
// itself), then starts the server's start-up path (scripts/testing/server-holder.ts) and runs the rest with
// the server running, so they go through the control channel — a CLI run with the server down costs ~1.5 s
// (PGlite open and close) and runs cannot overlap, through the server ~0.6 s. On PostgreSQL all run directly.
const target = POSTGRES_URL ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database (direct, then with the server running)';

describe(`operator CLI on ${target}`, () => {
  let env: Env;
  const suffix = unique();
  let shop: Record<string, any>;
  let basic: Record<string, any>;
  let shopRun: Run;
  let firstDemo: Run;
  let server: Helper | undefined;

  beforeAll(async () => {
    env = POSTGRES_URL ? postgresEnv(POSTGRES_URL) : embeddedEnv(await freshDataDir());
    shopRun = await npmCli(['business', 'create', '--name', 'Acme', '--slug', `acme-${suffix}`, '--json'], env);
    basic = jsonResult(await cli(['business', 'create', '--name', 'Basic Bakery', '--slug', `basic-${suffix}`, '--plan', 'basic', '--json'], env));
    firstDemo = await cli(['demo', '--json'], env);
    if (!POSTGRES_URL) {
      expect(fs.existsSync(path.join(env.VITRINE_DATA_DIR!, 'vitrine.lock'))).toBe(false); // every direct run released it
      server = await startHelper('server-holder.ts', [], env);
    }
    shop = jsonResult(shopRun);
  }, 90_000);

  afterAll(async () => {
    if (!server) return;
    server.child.stdin.write(`${JSON.stringify({ stop: true })}\n`);
    expect(await exited(server.child)).toBe(0);
  });

  it('business create prints exactly {id, slug, plan, sandboxId} (through npm run --silent); plan shop by default, --plan basic', async () => {
    expect(Object.keys(shop).sort()).toEqual(['id', 'plan', 'sandboxId', 'slug']);
    expect(shop).toMatchObject({ slug: `acme-${suffix}`, plan: 'shop' });
    expect(shop.id).toEqual(expect.any(String));
    expect(shop.sandboxId).toEqual(expect.any(String));
    expect(shop.sandboxId).not.toBe(shop.id);
    expect(shopRun.stdout).toBe(`${JSON.stringify(shop)}\n`);

    expect(Object.keys(basic).sort()).toEqual(['id', 'plan', 'sandboxId', 'slug']);
    expect(basic).toMatchObject({ slug: `basic-${suffix}`, plan: 'basic' });
    expect(new Set([shop.id, shop.sandboxId, basic.id, basic.sandboxId]).size).toBe(4);

    const [taken, badSlug, badPlan, human] = await Promise.all([
      cli(['business', 'create', '--name', 'Acme again', '--slug', `acme-${suffix}`, '--json'], env),
      cli(['business', 'create', '--name', 'Bad', '--slug', 'Not A Slug!', '--json'], env),
      cli(['business', 'create', '--name', 'Gold', '--plan', 'gold', '--json'], env),
      cli(['business', 'create', '--name', `Épicerie ${suffix}`], env),
    ]);
    failure(taken, new RegExp(`acme-${suffix}.*already taken`));
    failure(badSlug, /slug/i);
    failure(badPlan, /--plan must be basic or shop/);
    // Without --json: a sentence, and the slug derived from the name.
    expect(human.code, human.stderr).toBe(0);
    expect(human.stdout).toMatch(new RegExp(`Created business epicerie-${suffix} \\(\\S+\\), plan shop`));
  }, 60_000);

  it('key create: live and test keys with the requested scopes; Shop scopes only on the shop plan', async () => {
    const [live, test, shopScopes] = await Promise.all([
      cli(['key', 'create', '--business', shop.id, '--scopes', 'products:read,products:write', '--json'], env).then(jsonResult),
      cli(['key', 'create', '--business', shop.id, '--scopes', 'products:read', '--mode', 'test', '--name', 'CI key', '--json'], env).then(jsonResult),
      cli(['key', 'create', '--business', shop.id, '--scopes', 'site:read,shop:write', '--json'], env).then(jsonResult),
    ]);
    expect(live).toMatchObject({ id: expect.any(String), mode: 'live', scopes: ['products:read', 'products:write'] });
    expect(live.key).toMatch(KEY_LIVE);
    expect(live.id).not.toContain(live.key.slice(9)); // the id never carries the secret
    expect(Object.keys(live).every((key) => ['id', 'key', 'mode', 'scopes', 'name', 'businessId'].includes(key))).toBe(true);

    expect(test).toMatchObject({ mode: 'test', scopes: ['products:read'] });
    expect(test.key).toMatch(KEY_TEST);
    if ('name' in test) expect(test.name).toBe('CI key');
    // A test key belongs to the sandbox twin (decisions §2).
    if ('businessId' in test) expect(test.businessId).toBe(shop.sandboxId);
    if ('businessId' in live) expect(live.businessId).toBe(shop.id);
    expect(new Set([live.key, test.key, shopScopes.key]).size).toBe(3);
    expect(shopScopes.scopes).toEqual(['site:read', 'shop:write']);

    const [siteOnBasic, shopOnBasic, testSiteOnBasic, unknownScope, unknownBusiness, sandboxAsBusiness, noScopes, badMode] = await Promise.all([
      cli(['key', 'create', '--business', basic.id, '--scopes', 'products:read,site:read', '--json'], env),
      cli(['key', 'create', '--business', basic.id, '--scopes', 'shop:write', '--json'], env),
      cli(['key', 'create', '--business', basic.id, '--scopes', 'site:read', '--mode', 'test', '--json'], env),
      cli(['key', 'create', '--business', shop.id, '--scopes', 'products:read,products:destroy', '--json'], env),
      cli(['key', 'create', '--business', 'biz_doesnotexist', '--scopes', 'products:read', '--json'], env),
      cli(['key', 'create', '--business', shop.sandboxId, '--scopes', 'products:read', '--json'], env),
      cli(['key', 'create', '--business', shop.id, '--scopes', ',', '--json'], env),
      cli(['key', 'create', '--business', shop.id, '--scopes', 'products:read', '--mode', 'prod', '--json'], env),
    ]);
    failure(siteOnBasic, /basic plan does not include the Shop entitlement.*site:read/);
    expect(siteOnBasic.stderr).not.toMatch(/products:read/); // names only the refused scope
    failure(shopOnBasic, /basic plan does not include the Shop entitlement.*shop:write/);
    failure(testSiteOnBasic, /Shop entitlement.*site:read/);
    failure(unknownScope, /Unknown scope\(s\): products:destroy/);
    failure(unknownBusiness, /Business biz_doesnotexist not found/);
    failure(sandboxAsBusiness, /not found/);
    failure(noScopes, /at least one scope/);
    failure(badMode, /--mode must be live or test/);
  }, 90_000);

  it('key revoke revokes once and again idempotently; an unknown key fails clearly', async () => {
    const key = jsonResult(await cli(['key', 'create', '--business', shop.id, '--scopes', 'products:read', '--json'], env));
    const revoked = jsonResult(await cli(['key', 'revoke', key.id, '--json'], env));
    expect(revoked.id).toBe(key.id);
    expect(new Date(revoked.revokedAt).toISOString()).toBe(revoked.revokedAt);
    const [again, unknown, missing] = await Promise.all([
      cli(['key', 'revoke', key.id, '--json'], env),
      cli(['key', 'revoke', 'key_doesnotexist', '--json'], env),
      cli(['key', 'revoke', '--json'], env),
    ]);
    expect(jsonResult(again)).toEqual(revoked); // the first revocation time stands
    failure(unknown, /API key not found/);
    failure(missing, /takes 1 argument/);
  }, 60_000);

  it('user create: a dashboard login; duplicate email (any case) and short password refused', async () => {
    const email = `owner-${suffix}@example.com`;
    const user = jsonResult(await cli(['user', 'create', '--email', email, '--password', 'correct horse battery', '--business', shop.id, '--json'], env));
    expect(user).toMatchObject({ id: expect.any(String), email, businessId: shop.id });
    expect(JSON.stringify(user)).not.toContain('correct horse'); // neither the password nor its hash
    expect(JSON.stringify(user)).not.toContain('argon2');
    const [duplicate, shortPassword, badEmail, unknownBusiness] = await Promise.all([
      cli(['user', 'create', '--email', email.toUpperCase(), '--password', 'another long password', '--business', basic.id, '--json'], env),
      cli(['user', 'create', '--email', `short-${suffix}@example.com`, '--password', 'short', '--business', shop.id, '--json'], env),
      cli(['user', 'create', '--email', 'not-an-email', '--password', 'long enough password', '--business', shop.id, '--json'], env),
      cli(['user', 'create', '--email', `nobiz-${suffix}@example.com`, '--password', 'long enough password', '--business', 'biz_nope', '--json'], env),
    ]);
    failure(duplicate, /already exists/);
    failure(shortPassword, /Password: at least 10 characters/);
    failure(badEmail, /Invalid email/);
    failure(unknownBusiness, /not found/);
  }, 60_000);

  it('demo is idempotent: the same business, sandbox, keys and login the second time, created:false', async () => {
    const first = jsonResult(firstDemo); // run directly in beforeAll
    const second = jsonResult(await cli(['demo', '--json'], env)); // embedded: through the server
    expect(first.keys.live).toMatch(KEY_LIVE);
    expect(first.keys.test).toMatch(KEY_TEST);
    expect(first.login).toEqual({ email: expect.stringContaining('@'), password: expect.any(String) });
    expect(first.locations.length).toBeGreaterThanOrEqual(1);
    expect(second.created).toBe(false);
    const { created: _a, ...firstRest } = first;
    const { created: _b, ...secondRest } = second;
    expect(secondRest).toEqual(firstRest);
    if (!POSTGRES_URL) expect(first.created).toBe(true); // a fresh data directory
    // The demo keys work as keys of the demo business: a live one and its sandbox's test one.
    const key = jsonResult(await cli(['key', 'create', '--business', first.businessId, '--scopes', 'site:read', '--mode', 'test', '--json'], env));
    if ('businessId' in key) expect(key.businessId).toBe(first.sandboxId);
  }, 90_000);

  it('usage errors: message and usage on stderr, exit code 2, nothing on stdout', async () => {
    const results = await Promise.all([
      cli(['frobnicate', '--json'], env),
      cli(['business', 'create', '--json'], env),
      cli(['business', 'create', '--name', 'X', '--colour', 'red', '--json'], env),
      cli(['key', 'create', '--scopes', 'products:read', '--json'], env),
      cli(['user', 'create', '--email', 'a@b.c', '--business', shop.id, '--json'], env),
      cli(['demo', 'now', '--json'], env),
    ]);
    const messages = [/Unknown command "frobnicate"/, /--name is required/, /Unknown option '--colour'/, /--business is required/, /--password is required/, /Unknown command "demo now"/];
    results.forEach((result, index) => {
      failure(result, messages[index]!);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('Usage:');
    });
    const help = await cli(['--help'], env);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('key create --business');
  }, 30_000);
});

// ---------------------------------------------------------------------------------------------------------
// The clash rule (embedded only): while another process holds the data directory, the CLI never opens it.

describe.skipIf(POSTGRES_URL)('clash rule on the embedded database', () => {
  it('while the server holds the data directory, the CLI hands its commands to the server', async () => {
    const dataDir = await freshDataDir();
    const env = embeddedEnv(dataDir);
    const server = await startHelper('server-holder.ts', [], env);
    const lockFile = path.join(dataDir, 'vitrine.lock');
    expect(readJson(lockFile)).toMatchObject({ pid: server.pid, kind: 'server' });
    const controlFile = path.join(dataDir, 'control.json');
    expect(readJson(controlFile)).toMatchObject({ pid: server.pid, port: expect.any(Number), token: expect.any(String) });
    expect(fs.statSync(controlFile).mode & 0o077).toBe(0); // the token is readable by this user only

    const business = jsonResult(await cli(['business', 'create', '--name', 'Served', '--plan', 'basic', '--json'], env));
    expect(Object.keys(business).sort()).toEqual(['id', 'plan', 'sandboxId', 'slug']);
    const [key, refused, user] = await Promise.all([
      cli(['key', 'create', '--business', business.id, '--scopes', 'products:read', '--mode', 'test', '--json'], env).then(jsonResult),
      cli(['key', 'create', '--business', business.id, '--scopes', 'site:read', '--json'], env),
      cli(['user', 'create', '--email', 'served@example.com', '--password', 'long enough password', '--business', business.id, '--json'], env).then(jsonResult),
    ]);
    expect(key.key).toMatch(KEY_TEST);
    expect(key.scopes).toEqual(['products:read']);
    expect(user.businessId).toBe(business.id);
    failure(refused, /basic plan does not include the Shop entitlement.*site:read/); // domain errors travel back

    // Executed by the server: the lock never changed hands and the server sees the rows in its own handle.
    expect(readJson(lockFile)).toMatchObject({ pid: server.pid, kind: 'server' });
    expect(await ask(server, { business: business.id })).toEqual({ business: { id: business.id, slug: 'served', plan: 'basic' } });

    // The channel takes commands only with the token from control.json.
    const { port } = readJson(controlFile);
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: '/command', method: 'POST', headers: { authorization: 'Bearer wrong' } }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on('error', reject);
      req.end(JSON.stringify({ name: 'demo' }));
    });
    expect(status).toBe(401);

    // Stopped gracefully, the server releases the directory; the CLI then opens it itself and sees the data.
    server.child.stdin.write(`${JSON.stringify({ stop: true })}\n`);
    expect(await exited(server.child)).toBe(0);
    expect(fs.existsSync(lockFile)).toBe(false);
    expect(fs.existsSync(controlFile)).toBe(false);
    const after = jsonResult(await cli(['key', 'create', '--business', business.id, '--scopes', 'products:write', '--json'], env));
    expect(after.key).toMatch(KEY_LIVE);
    failure(await cli(['business', 'create', '--name', 'Served', '--json'], env), /"served" is already taken/);
    expect(fs.existsSync(lockFile)).toBe(false); // the CLI released it
  }, 120_000);

  it('a holder without a control channel: the CLI waits, then fails naming the pid — and never opens the directory', async () => {
    const dataDir = tempDataDir();
    const holder = await startHelper('lock-holder.ts', [dataDir], embeddedEnv(dataDir));
    const started = Date.now();
    const result = await cli(['business', 'create', '--name', 'Blocked', '--json'], embeddedEnv(dataDir, { VITRINE_LOCK_WAIT_MS: '1500' }));
    const stderr = failure(result, new RegExp(`in use by pid ${holder.pid} \\(test-holder\\)`));
    expect(stderr).toContain(dataDir);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
    expect(readJson(path.join(dataDir, 'vitrine.lock')).pid).toBe(holder.pid);
    expect(fs.existsSync(path.join(dataDir, 'pg'))).toBe(false); // PGlite never touched the directory

    holder.child.stdin.write('release\n');
    expect(await exited(holder.child)).toBe(0);
  }, 60_000);

  it('a holder that finishes in time (another CLI run): the CLI waits for it, then proceeds', async () => {
    const dataDir = await freshDataDir();
    const holder = await startHelper('lock-holder.ts', [dataDir], embeddedEnv(dataDir));
    const waiting = cli(['business', 'create', '--name', 'Patient', '--json'], embeddedEnv(dataDir));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(readJson(path.join(dataDir, 'vitrine.lock')).pid).toBe(holder.pid);
    holder.child.stdin.write('release\n');
    expect(await exited(holder.child)).toBe(0);
    const result = await waiting;
    expect(jsonResult(result)).toMatchObject({ slug: 'patient', plan: 'shop' });
    expect(result.ms).toBeGreaterThanOrEqual(2000);
    expect(fs.existsSync(path.join(dataDir, 'vitrine.lock'))).toBe(false);
  }, 60_000);

  it('a server starting while a CLI run holds the directory waits for it, then takes it', async () => {
    const dataDir = await freshDataDir();
    const env = embeddedEnv(dataDir);
    const holder = await startHelper('lock-holder.ts', [dataDir], env);
    let ready = false;
    const starting = startHelper('server-holder.ts', [], env);
    void starting.then(() => (ready = true), () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(ready).toBe(false);
    expect(readJson(path.join(dataDir, 'vitrine.lock')).pid).toBe(holder.pid);
    holder.child.stdin.write('release\n');
    const server = await starting;
    expect(readJson(path.join(dataDir, 'vitrine.lock'))).toMatchObject({ pid: server.pid, kind: 'server' });
    expect(readJson(path.join(dataDir, 'control.json')).pid).toBe(server.pid);
    server.child.stdin.write(`${JSON.stringify({ stop: true })}\n`);
    expect(await exited(server.child)).toBe(0);
  }, 60_000);

  it('a stale lock (its process is gone, e.g. a killed server) is taken over, and the data is intact', async () => {
    const dataDir = await freshDataDir();
    const env = embeddedEnv(dataDir);
    const server = await startHelper('server-holder.ts', [], env);
    const business = jsonResult(await cli(['business', 'create', '--name', 'Survivor', '--json'], env));
    server.child.kill('SIGKILL');
    await exited(server.child);
    // The killed server left its lock and its control file behind.
    expect(readJson(path.join(dataDir, 'vitrine.lock')).pid).toBe(server.pid);
    expect(readJson(path.join(dataDir, 'control.json')).pid).toBe(server.pid);

    const key = jsonResult(await cli(['key', 'create', '--business', business.id, '--scopes', 'products:read', '--json'], env));
    expect(key.key).toMatch(KEY_LIVE);
    expect(fs.existsSync(path.join(dataDir, 'vitrine.lock'))).toBe(false);

    // A lock naming a pid that does not exist.
    fs.writeFileSync(path.join(dataDir, 'vitrine.lock'), JSON.stringify({ pid: await deadPid(), kind: 'server', since: new Date().toISOString() }));
    failure(await cli(['business', 'create', '--name', 'Survivor', '--json'], env), /"survivor" is already taken/);
    expect(fs.existsSync(path.join(dataDir, 'vitrine.lock'))).toBe(false);
  }, 120_000);
});
