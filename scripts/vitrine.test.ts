// The operator CLI (README: Operator CLI), through the real process: `node --import tsx scripts/vitrine.ts …` (the
// script and loader `npm run --silent vitrine --` runs, in one process; one test goes through npm itself).
// The commands run on the embedded default — a fresh VITRINE_DATA_DIR of their own, the server held by the
// app's start-up path (scripts/testing/server-holder.ts) so that each run just connects — or, in CI's
// PostgreSQL pass (DATABASE_URL given to the whole run), on that database with unique slugs. How the CLI
// shares the embedded server with a running app, or with other CLI runs, is tested on data directories of
// their own in both passes.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedLayout, stopEmbeddedServer } from '../lib/db/embedded';
import { shortDataDir } from '../lib/testing/embedded';

const ROOT = path.resolve(__dirname, '..');
/**
 * The PostgreSQL database of CI's second pass. In the embedded pass lib/testing/setup.ts also sets
 * DATABASE_URL (this file's own database on the run's embedded server), but the commands use a data
 * directory of their own there: the embedded default is what the CLI is mostly run against.
 */
const EXTERNAL_URL = process.env.VITRINE_TEST_PG_ADMIN ? undefined : process.env.DATABASE_URL?.trim() || undefined;
const KEY_LIVE = /^key_live_[0-9A-Za-z]{32,}$/;
const KEY_TEST = /^key_test_[0-9A-Za-z]{32,}$/;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

type Env = Record<string, string | undefined>;
type Run = { code: number | null; stdout: string; stderr: string; ms: number };

/** The child environment for the embedded default: the test process's, minus what points elsewhere. */
function embeddedEnv(dataDir: string): Env {
  const env: Env = { ...process.env, VITRINE_DATA_DIR: dataDir };
  for (const name of ['DATABASE_URL', 'VITRINE_TEST_PG_ADMIN', 'VITRINE_DB_PORT']) delete env[name];
  return env;
}

function postgresEnv(url: string): Env {
  const env: Env = { ...process.env, DATABASE_URL: url };
  delete env.VITRINE_DATA_DIR;
  return env;
}

const roots: string[] = [];
function tempDataDir(): string {
  const { root, dataDir } = shortDataDir('vt-cli-');
  roots.push(root);
  return dataDir;
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

// The app's start-up path in a helper process (scripts/testing/server-holder.ts).

type Server = { child: ChildProcessWithoutNullStreams; pid: number; lines: AsyncIterator<string>; stderr: () => string };

/** Starts the server helper and waits for its {"ready": true, "pid": …} line. */
async function startServer(env: Env, timeoutMs = 60_000): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/testing/server-holder.ts'], { cwd: ROOT, env: env as NodeJS.ProcessEnv, stdio: 'pipe' });
  children.add(child);
  child.on('exit', () => children.delete(child));
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const lines = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const ready = (async () => {
    for (;;) {
      const next = await lines.next();
      if (next.done) throw new Error(`server-holder exited before it was ready: ${stderr}`);
      if (next.value.startsWith('{') && JSON.parse(next.value).ready) return JSON.parse(next.value).pid as number;
    }
  })();
  ready.catch(() => undefined); // reported through the race below
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`server-holder not ready after ${timeoutMs} ms: ${stderr}`)), timeoutMs);
  });
  try {
    const pid = await Promise.race([ready, timeout]);
    return { child, pid, lines, stderr: () => stderr };
  } finally {
    clearTimeout(timer);
  }
}

/** Sends a JSON request line to the server helper and reads its JSON answer. */
async function ask(server: Server, request: object): Promise<any> {
  server.child.stdin.write(`${JSON.stringify(request)}\n`);
  for (;;) {
    const next = await server.lines.next();
    if (next.done) throw new Error(`server-holder exited: ${server.stderr()}`);
    if (next.value.startsWith('{')) return JSON.parse(next.value);
  }
}

/** Stops the server helper cleanly (as `next start` on SIGTERM); resolves with its exit code. */
async function stopServer(server: Server): Promise<number | null> {
  if (server.child.exitCode !== null) return server.child.exitCode;
  const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
  server.child.stdin.write(`${JSON.stringify({ stop: true })}\n`);
  return exited;
}

// The embedded server's postmaster, seen from outside.

/** The pid in the data directory's postmaster.pid when that process runs (a zombie does not), else null. */
function postmaster(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(embeddedLayout(dataDir).pgData, 'postmaster.pid'), 'utf8').split('\n', 1)[0]);
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat[stat.lastIndexOf(')') + 2] === 'Z' ? null : pid;
  } catch {
    return null;
  }
}

/** Waits (at most 15 s) until the server of `dataDir` has stopped: its postmaster gone, postmaster.pid removed. */
async function stopped(dataDir: string): Promise<boolean> {
  const pidFile = path.join(embeddedLayout(dataDir).pgData, 'postmaster.pid');
  const deadline = Date.now() + 15_000;
  while (postmaster(dataDir) !== null || fs.existsSync(pidFile)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

const readOwner = (dataDir: string) => JSON.parse(fs.readFileSync(path.join(dataDir, 'embedded-owner.json'), 'utf8')) as { pid: number; kind: string };

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const root of roots) {
    const dataDir = path.join(root, 'd');
    await stopEmbeddedServer(dataDir, 'immediate').catch(() => undefined);
    const left = postmaster(dataDir);
    if (left) process.kill(left, 'SIGKILL'); // never leave a postgres behind
    fs.rmSync(root, { recursive: true, force: true });
  }
}, 60_000);

// ---------------------------------------------------------------------------------------------------------
// The commands, on whichever database this run uses.

// On the embedded default the first run starts the server for its command (initdb, migrations) and stops it
// when it exits; then the app's start-up path holds the server and every later run just connects (~1 s).
const target = EXTERNAL_URL ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database (the first run alone, then with the app running)';

describe(`operator CLI on ${target}`, () => {
  let env: Env;
  const suffix = unique();
  let shop: Record<string, any>;
  let basic: Record<string, any>;
  let shopRun: Run;
  let firstDemo: Run;
  let server: Server | undefined;

  beforeAll(async () => {
    const dataDir = EXTERNAL_URL ? undefined : tempDataDir();
    env = dataDir ? embeddedEnv(dataDir) : postgresEnv(EXTERNAL_URL!);
    shopRun = await npmCli(['business', 'create', '--name', 'Acme', '--slug', `acme-${suffix}`, '--json'], env);
    if (dataDir) {
      expect(fs.readFileSync(path.join(embeddedLayout(dataDir).pgData, 'PG_VERSION'), 'utf8').trim()).toBe('18'); // created by the CLI
      expect(await stopped(dataDir)).toBe(true); // and stopped when it exited: no app runs
      server = await startServer(env);
    }
    let basicRun: Run;
    [basicRun, firstDemo] = await Promise.all([
      cli(['business', 'create', '--name', 'Basic Bakery', '--slug', `basic-${suffix}`, '--plan', 'basic', '--json'], env),
      cli(['demo', '--json'], env),
    ]);
    shop = jsonResult(shopRun);
    basic = jsonResult(basicRun);
  }, 120_000);

  afterAll(async () => {
    if (!server) return;
    expect(await stopServer(server)).toBe(0);
    expect(await stopped(env.VITRINE_DATA_DIR!)).toBe(true); // the app owned the server: it stopped it
  }, 30_000);

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
    // A test key belongs to the sandbox twin (README: Operator CLI).
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

  it('business update sets the details and moves a business and its sandbox twin to another plan; bad values name their flag', async () => {
    const upgraded = jsonResult(await cli(['business', 'create', '--name', 'Upgrade', '--slug', `upgrade-${suffix}`, '--plan', 'basic', '--json'], env));
    failure(await cli(['key', 'create', '--business', upgraded.id, '--scopes', 'site:read', '--json'], env), /basic plan does not include the Shop entitlement/);
    const updatedRun = await cli(
      ['business', 'update', upgraded.id, '--plan', 'shop', '--legal-name', 'Upgrade SRL', '--street', 'Rue Haute 1', '--postal-code', '1000',
        '--city', 'Bruxelles', '--country', 'be', '--vat', 'BE 0478.261.963', '--iban', 'be20 0682 1234 5656', '--bic', 'gkccbebb',
        '--email', 'Hello@Upgrade.be', '--phone', '02 640 12 34', '--invoice-language', 'nl', '--json'],
      env,
    );
    const updated = jsonResult(updatedRun);
    expect(updatedRun.stdout).toBe(`${JSON.stringify(updated)}\n`); // exactly one JSON object: the updated profile
    expect(updated).toMatchObject({
      id: upgraded.id,
      plan: 'shop',
      name: 'Upgrade',
      legalName: 'Upgrade SRL',
      address: { line1: 'Rue Haute 1', postalCode: '1000', city: 'Bruxelles', country: 'BE' },
      vatNumber: 'BE0478261963',
      enterpriseNumber: '0478.261.963',
      iban: 'BE20068212345656',
      bic: 'GKCCBEBB',
      email: 'hello@upgrade.be',
      phone: '+3226401234',
      invoiceLanguage: 'nl',
    });
    const [live, test, unknown, sandbox, noPlan, human, badIban, badVat, badCity, cleared, mismatch, badLanguage] = await Promise.all([
      cli(['key', 'create', '--business', upgraded.id, '--scopes', 'site:read', '--json'], env),
      cli(['key', 'create', '--business', upgraded.id, '--scopes', 'shop:write', '--mode', 'test', '--json'], env),
      cli(['business', 'update', 'biz_doesnotexist', '--plan', 'shop', '--json'], env),
      cli(['business', 'update', upgraded.sandboxId, '--plan', 'basic', '--json'], env),
      cli(['business', 'update', upgraded.id, '--json'], env),
      cli(['business', 'update', basic.id, '--plan', 'basic'], env),
      cli(['business', 'update', upgraded.id, '--iban', 'BE20068212345657', '--plan', 'basic', '--json'], env),
      cli(['business', 'update', basic.id, '--vat', 'BE0478261964', '--json'], env),
      cli(['business', 'update', basic.id, '--city', 'Gent', '--json'], env),
      cli(['business', 'update', basic.id, '--legal-name', '', '--json'], env),
      cli(['business', 'update', upgraded.id, '--enterprise-number', '0417.497.106', '--json'], env),
      cli(['business', 'update', upgraded.id, '--invoice-language', 'de', '--json'], env),
    ]);
    failure(badLanguage, /--invoice-language: /);
    failure(badIban, /--iban: is not a valid IBAN/);
    failure(badVat, /--vat: the check digits do not match/);
    failure(badCity, /--street: /); // no address yet: a city alone is not one
    failure(mismatch, /--enterprise-number: .*does not match the VAT number/);
    expect(jsonResult(cleared).legalName).toBeNull();
    // The refused update changed nothing, not even the plan given with it.
    expect(jsonResult(await cli(['business', 'update', upgraded.id, '--name', 'Upgrade', '--json'], env))).toMatchObject({ plan: 'shop', iban: 'BE20068212345656' });
    expect(jsonResult(live).scopes).toEqual(['site:read']);
    expect(jsonResult(test).key).toMatch(KEY_TEST); // the twin follows the plan
    failure(unknown, /not found/);
    failure(sandbox, /not found/); // the twin is never addressed directly
    failure(noPlan, /needs --plan or at least one of --name/);
    expect(noPlan.code).toBe(2);
    expect(human.code, human.stderr).toBe(0);
    expect(human.stdout).toBe(`Business ${basic.id} is now on the basic plan.\n`);
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

    // --role: an existing user given without a password joins another business with that role (once).
    const added = jsonResult(await cli(['user', 'create', '--email', email, '--business', basic.id, '--role', 'staff', '--json'], env));
    expect(added).toMatchObject({ id: user.id, businessId: basic.id, role: 'staff', created: false });
    const [again, noPassword] = await Promise.all([
      cli(['user', 'create', '--email', email, '--business', basic.id, '--role', 'manager', '--json'], env),
      cli(['user', 'create', '--email', `nopass-${suffix}@example.com`, '--business', shop.id, '--json'], env),
    ]);
    failure(again, /Already a member of this business \(as staff\)/);
    failure(noPassword, /Password: required for a new user/);
  }, 60_000);

  it('demo is idempotent: the same business, sandbox, keys and login the second time, created:false', async () => {
    const first = jsonResult(firstDemo); // run in beforeAll
    const second = jsonResult(await cli(['demo', '--json'], env));
    expect(first.keys.live).toMatch(KEY_LIVE);
    expect(first.keys.test).toMatch(KEY_TEST);
    expect(first.login).toEqual({ email: expect.stringContaining('@'), password: expect.any(String) });
    expect(first.locations.length).toBeGreaterThanOrEqual(1);
    expect(second.created).toBe(false);
    const { created: _a, ...firstRest } = first;
    const { created: _b, ...secondRest } = second;
    expect(secondRest).toEqual(firstRest);
    if (!EXTERNAL_URL) expect(first.created).toBe(true); // a fresh data directory
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
      cli(['user', 'create', '--email', 'a@b.c', '--password', 'long enough password', '--business', shop.id, '--role', 'boss', '--json'], env),
      cli(['demo', 'now', '--json'], env),
    ]);
    const messages = [/Unknown command "frobnicate"/, /--name is required/, /Unknown option '--colour'/, /--business is required/, /--role must be one of owner, manager, staff, not "boss"/, /Unknown command "demo now"/];
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
// Sharing the embedded server (both passes: data directories of their own).

describe('the CLI and the embedded server', () => {
  it('while the app holds the server, CLI runs at once just connect, the app sees their writes, and none stops the server', async () => {
    const dataDir = tempDataDir();
    const env = embeddedEnv(dataDir);
    const server = await startServer(env);
    const postgres = postmaster(dataDir);
    expect(postgres).not.toBeNull();
    expect(readOwner(dataDir)).toMatchObject({ pid: server.pid, kind: 'server' }); // it started it: it owns it

    const business = jsonResult(await cli(['business', 'create', '--name', 'Served', '--plan', 'basic', '--json'], env));
    expect(Object.keys(business).sort()).toEqual(['id', 'plan', 'sandboxId', 'slug']);
    const [key, refused, user, beside, demo] = await Promise.all([
      cli(['key', 'create', '--business', business.id, '--scopes', 'products:read', '--mode', 'test', '--json'], env).then(jsonResult),
      cli(['key', 'create', '--business', business.id, '--scopes', 'site:read', '--json'], env),
      cli(['user', 'create', '--email', 'served@example.com', '--password', 'long enough password', '--business', business.id, '--json'], env).then(jsonResult),
      cli(['business', 'create', '--name', 'Beside', '--json'], env).then(jsonResult),
      cli(['demo', '--json'], env).then(jsonResult),
    ]);
    expect(key.key).toMatch(KEY_TEST);
    expect(key.scopes).toEqual(['products:read']);
    expect(user.businessId).toBe(business.id);
    failure(refused, /basic plan does not include the Shop entitlement.*site:read/);
    expect(demo.created).toBe(true);

    // The app sees the rows in its own pool at once.
    expect(await ask(server, { business: business.id })).toEqual({ business: { id: business.id, slug: 'served', plan: 'basic' } });
    expect(await ask(server, { business: beside.id })).toEqual({ business: { id: beside.id, slug: 'beside', plan: 'shop' } });
    expect(await ask(server, { business: demo.businessId })).toMatchObject({ business: { id: demo.businessId } });

    // No CLI run stopped, restarted or took over the server.
    expect(postmaster(dataDir)).toBe(postgres);
    expect(readOwner(dataDir)).toMatchObject({ pid: server.pid, kind: 'server' });
    expect(fs.readFileSync(path.join(dataDir, 'postgresql.log'), 'utf8')).not.toMatch(/shutdown request/);

    // The app stops it when it stops; a CLI run then starts it for itself, finds the data, and stops it again.
    expect(await stopServer(server)).toBe(0);
    expect(await stopped(dataDir)).toBe(true);
    const [taken, after] = await Promise.all([
      cli(['business', 'create', '--name', 'Served', '--json'], env),
      cli(['key', 'create', '--business', business.id, '--scopes', 'products:write', '--json'], env),
    ]);
    failure(taken, /"served" is already taken/);
    expect(jsonResult(after).key).toMatch(KEY_LIVE);
    expect(await stopped(dataDir)).toBe(true);
  }, 120_000);

  it('with no app running, CLI runs at once all succeed on one server, and the last one out stops it', async () => {
    const dataDir = tempDataDir();
    const env = embeddedEnv(dataDir);
    const names = ['North', 'South', 'East', 'West'];
    const runs = await Promise.all([...names.map((name) => cli(['business', 'create', '--name', name, '--json'], env)), cli(['demo', '--json'], env)]);
    const results = runs.map(jsonResult);
    expect(results.slice(0, names.length).map((result) => result.slug)).toEqual(names.map((name) => name.toLowerCase()));
    expect(results.at(-1)!.created).toBe(true);
    expect(await stopped(dataDir)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'embedded-owner.json'))).toBe(false);
    expect(fs.readdirSync(path.join(dataDir, 'embedded-users'))).toEqual([]); // every run unregistered
    // A later run finds everything.
    expect(jsonResult(await cli(['demo', '--json'], env)).created).toBe(false);
    expect(await stopped(dataDir)).toBe(true);
  }, 120_000);

  it('an old PGlite data directory: the CLI and the app refuse it with a clear message, and touch nothing', async () => {
    const dataDir = tempDataDir();
    fs.mkdirSync(path.join(dataDir, 'pg'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'pg', 'PG_VERSION'), '17\n');
    fs.writeFileSync(path.join(dataDir, 'vitrine.lock'), '{"pid":1,"kind":"server"}');
    const listing = () => fs.readdirSync(dataDir, { recursive: true }).sort();
    const before = listing();

    const stderr = failure(await cli(['business', 'create', '--name', 'Acme', '--json'], embeddedEnv(dataDir)), /earlier Vitrine \(PGlite\)/);
    expect(stderr).toContain(dataDir);
    expect(stderr).toMatch(/^vitrine: .*Move that folder aside/);
    expect(stderr).not.toMatch(/\n\s+at /); // a sentence, not a stack trace

    const app = await run(process.execPath, ['--import', 'tsx', 'scripts/testing/server-holder.ts'], embeddedEnv(dataDir));
    expect(app.code, app.stderr).toBe(1);
    expect(app.stderr).toMatch(/\[vitrine\] cannot start the embedded database: .*earlier Vitrine \(PGlite\)/);
    expect(listing()).toEqual(before);
  }, 60_000);
});
