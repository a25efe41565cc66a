// `npm run bench`: the public API's throughput and latency on the production build, beside two references —
// a trivial route handler of the same app (GET /api/health, the framework's floor) and a bare node:http
// server (the machine's floor) — on the embedded database (PGlite) and on PostgreSQL, in one run.
//
// `npm run bench` runs this file first, then the other benchmarks of bench/; to pass options, run it alone:
// `npx tsx bench/run.ts --diagnose`.
// Options: --connections=N (50) --duration=S (8) --warmup=S (2) --only=pglite|postgres
//          --build (always rebuild) --no-build (never; default: rebuild when a source is newer than
//          $NEXT_DIST_DIR/BUILD_ID, .next by default)
//          --diagnose: two more rows per database, to see where a read's time goes — the product route
//          without a key (401: the pipeline, no query) and with an unknown key (401: the pipeline + the key lookup)
// Environment: BENCH_POSTGRES_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres): where the fresh
//          database vitrine_bench_<pid> is created and dropped.
// Prints a Markdown table, writes bench/results/latest.json. Exits 0 whether the target passes or not
// (it is a measurement); non-zero only when something could not be measured.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BuildMode, HOST, NEXT_BIN, RESULTS_DIR, ROOT, childEnv, createPostgresDatabase, ensureBuild, parseDemo, startBareServer } from './lib/app';
import { machineBusyCores } from './lib/cpu';
import { type LoadSettings, type Target, measure } from './lib/load';
import { runBench } from './lib/main';
import { cleanupAll, freePort, onCleanup, runCommand, spawnChild, waitForHttp } from './lib/processes';
import {
  DATABASE_LABELS,
  type DatabaseKind,
  type DatabaseRun,
  type RatedMeasurement,
  type Results,
  DISTURBED_CORES,
  TRIVIAL_KEY,
  checkTarget,
  disturbed,
  formatRatio,
  markdownTable,
  progressLine,
  rate,
} from './lib/report';

// ---------------------------------------------------------------------------------------------- options

type Options = LoadSettings & { only: DatabaseKind | null; build: BuildMode; diagnose: boolean };

function parseOptions(argv: string[]): Options {
  const options: Options = { connections: 50, duration: 8, warmup: 2, only: null, build: 'auto', diagnose: false };
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
    else if (name === 'only' && (value === 'pglite' || value === 'postgres')) options.only = value;
    else if (name === 'build') options.build = 'always';
    else if (name === 'no-build') options.build = 'never';
    else if (name === 'diagnose') options.diagnose = true;
    else {
      throw new Error(
        `Unknown option ${arg}. Options: --connections=N --duration=S --warmup=S --only=pglite|postgres --build --no-build --diagnose`,
      );
    }
  }
  return options;
}

// ------------------------------------------------------------------------------------------- databases

/** One pass over the target's requests before the load: each must answer the expected status. */
async function probe(target: Target) {
  const expected = target.expectStatus ?? 200;
  const sequence = target.requests ?? [{}];
  for (const request of sequence) {
    const res = await fetch(target.url, {
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

type Context = { options: Options; env: NodeJS.ProcessEnv; bare: RatedMeasurement | null };

async function runDatabase(kind: DatabaseKind, context: Context): Promise<DatabaseRun> {
  const label = DATABASE_LABELS[kind];
  const run: DatabaseRun = { database: kind, label, status: 'measured', targets: [] };
  console.log(`\n[bench] ${label}`);
  const env: NodeJS.ProcessEnv = { ...context.env };
  const release: (() => Promise<void>)[] = [];
  let databaseName: string | undefined;
  try {
    if (kind === 'pglite') {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-'));
      release.push(onCleanup(`remove ${dataDir}`, () => fs.rmSync(dataDir, { recursive: true, force: true })).runNow);
      env.VITRINE_DATA_DIR = dataDir;
      run.version = 'PGlite (Postgres inside)';
    } else {
      const database = await createPostgresDatabase().catch((error: Error) => {
        throw Object.assign(new Error(`PostgreSQL is not reachable: ${error.message}`), { skip: true });
      });
      release.push(onCleanup('drop the bench database', database.drop).runNow);
      env.DATABASE_URL = database.url;
      databaseName = database.name;
      run.version = `PostgreSQL ${database.version}`;
      console.log(`[bench]   fresh database ${new URL(database.url).pathname.slice(1)} (PostgreSQL ${database.version})`);
    }

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
    console.log(`[bench]   seeded the demo business in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);

    const port = await freePort();
    const origin = `http://${HOST}:${port}`;
    const server = spawnChild(`next start (${kind})`, NEXT_BIN, ['start', '-p', String(port), '-H', HOST], {
      cwd: ROOT,
      env,
      logFile: path.join(RESULTS_DIR, `server-${kind}.log`),
    });
    release.unshift(server.stop);
    const startStarted = Date.now();
    await waitForHttp(`${origin}/api/health`, server, 90_000);
    console.log(`[bench]   next start answered in ${((Date.now() - startStarted) / 1000).toFixed(1)} s on ${origin}`);

    const auth = { Authorization: `Bearer ${demo.keys.live}` };
    const listed = await fetch(`${origin}/api/v1/public/products?limit=1`, { headers: auth });
    const page = (await listed.json()) as { data?: { id: string }[] };
    const productId = page.data?.[0]?.id;
    if (!listed.ok || !productId) throw new Error(`could not list products (${listed.status}): ${JSON.stringify(page).slice(0, 500)}`);
    if (!server.tail().includes(`database: ${kind}`)) {
      throw new Error(`the server does not report "database: ${kind}" in its log:\n${server.tail().slice(-2_000)}`);
    }

    const adjust = (delta: number) => JSON.stringify({ locationId: location.id, delta, reason: 'received' });
    const json = { ...auth, 'Content-Type': 'application/json' };
    const productUrl = `${origin}/api/v1/public/products/${productId}`;
    const targets: Target[] = [
      { key: TRIVIAL_KEY, label: '`GET /api/health` (trivial route)', url: `${origin}/api/health`, expectStatus: 200 },
      { key: 'list', label: '`GET /api/v1/public/products?limit=20`', url: `${origin}/api/v1/public/products?limit=20`, headers: auth, expectStatus: 200 },
      { key: 'get', label: '`GET /api/v1/public/products/:id`', url: productUrl, headers: auth, expectStatus: 200 },
      {
        key: 'adjust',
        label: '`POST /api/v1/public/products/:id/inventory`',
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

    let trivial: RatedMeasurement | null = null;
    for (const target of targets) {
      process.stdout.write(`[bench]   ${target.label.replaceAll('`', '').padEnd(46)} `);
      const measured = await measure(target, context.options, { serverGroup: server.process.pid, database: databaseName });
      const rated = rate(measured, trivial ?? (target.key === TRIVIAL_KEY ? measured : null), context.bare);
      if (target.key === TRIVIAL_KEY) trivial = rated;
      run.targets.push(rated);
      console.log(progressLine(rated));
    }
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

// ------------------------------------------------------------------------------------------------- main


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
  const kinds: DatabaseKind[] = options.only ? [options.only] : ['pglite', 'postgres'];
  const databases: DatabaseRun[] = [];
  for (const kind of kinds) databases.push(await runDatabase(kind, { options, env, bare }));

  const allRows = [{ label: '', targets: [bare] }, ...databases];
  for (const run of allRows) {
    for (const measurement of run.targets) {
      if (disturbed(measurement)) {
        warnings.push(
          `${run.label} ${measurement.label}: other processes used ${measurement.cpu!.otherCores.toFixed(2)} cores during the run (disturbed)`.trim(),
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
    target: checkTarget(databases),
    warnings,
  };
  const file = path.join(RESULTS_DIR, 'latest.json');
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);

  console.log('\n' + markdownTable(results) + '\n');
  for (const warning of warnings) console.warn(`[bench] warning: ${warning}`);
  const { target } = results;
  const ratios = Object.entries(target.ratios).map(([label, value]) => `${label.replaceAll('`', '')} ${formatRatio(value)}`);
  const cpuRatios = Object.entries(target.cpuRatios).map(([label, value]) => `${label.replaceAll('`', '')} ${formatRatio(value)}`);
  console.log(`${target.verdict}: ${target.description} (≥ ${formatRatio(target.threshold)})${ratios.length ? ` — ${ratios.join(', ')}` : ''}`);
  if (cpuRatios.length) console.log(`       the same estimated from the server’s CPU per request (steadier on a shared machine): ${cpuRatios.join(', ')}`);
  if (target.disturbed) console.log('       other processes disturbed these rows: rerun on a quiet machine before trusting the verdict');
  console.log(`[bench] results written to ${path.relative(ROOT, file)}`);

  const incomplete = databases.some((run) => run.status !== 'measured');
  await cleanupAll();
  process.exitCode = incomplete ? 1 : 0;
}

runBench('bench', main);
