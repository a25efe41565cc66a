// The document is what integrators build on: it passes `redocly lint` with no error, and a TypeScript client
// generated from it by openapi-typescript (default settings) compiles the builder flow of
// openapi-client/builder-flow.mts without casts, then runs it against a real HTTP server
// (scripts/testing/api-node.ts: the app's route modules behind node:http, on this file's database).
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../openapi';
import { setup } from '../../testing/api';

const ROOT = path.resolve(__dirname, '../../..');
const CLIENT = path.join(__dirname, 'openapi-client/builder-flow.mts');
const run = promisify(execFile);

let dir = '';
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-openapi-'));
  fs.writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(openApiDocument('http://localhost:3000/api/v1'), null, 2));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs a command; its output is the failure message when it exits with an error. */
async function output(file: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  try {
    const { stdout } = await run(file, args, { maxBuffer: 64 * 1024 * 1024, timeout: 120_000, ...options });
    return stdout;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${path.basename(file)} ${args.join(' ')} failed:\n${failed.stdout ?? ''}\n${failed.stderr ?? failed.message}`);
  }
}

describe('the OpenAPI document', () => {
  it('passes redocly lint with no error; warnings only where intended', async () => {
    const stdout = await output(path.join(ROOT, 'node_modules/.bin/redocly'), ['lint', path.join(dir, 'openapi.json'), '--format=json'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    const report = JSON.parse(stdout) as { totals: { errors: number }; problems: { ruleId: string; message: string }[] };
    expect(report.totals.errors, JSON.stringify(report.problems, null, 2)).toBe(0);
    // The dev origin is localhost; no licence is granted; 405 is a response of every path, no operation's.
    const intended = new Set(['no-server-example.com', 'info-license', 'no-unused-components']);
    expect(report.problems.filter((problem) => !intended.has(problem.ruleId)).map((problem) => problem.message)).toEqual([]);
    expect(report.problems.filter((problem) => problem.ruleId === 'no-unused-components').map((problem) => problem.message)).toEqual([
      'Component: "MethodNotAllowed" is never used.',
    ]);
  });

  describe('a client generated with openapi-typescript', () => {
    let server: ChildProcess | undefined;
    afterAll(() => server?.kill());

    it('compiles the builder flow without casts and runs it against the server over HTTP', async () => {
      const ast = await openapiTS(pathToFileURL(path.join(dir, 'openapi.json')));
      fs.writeFileSync(path.join(dir, 'schema.d.ts'), astToString(ast));
      const code = fs.readFileSync(CLIENT, 'utf8').replace(/\/\/.*$/gm, '');
      expect(code, 'no type assertions, no any').not.toMatch(/\bas\s+(?!const\b)\w|\bany\b/);
      fs.copyFileSync(CLIENT, path.join(dir, 'builder-flow.mts'));
      fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
      fs.writeFileSync(
        path.join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            noUncheckedIndexedAccess: true,
            noEmit: true,
            target: 'ES2022',
            module: 'ESNext',
            moduleResolution: 'Bundler',
            lib: ['ES2023', 'DOM'],
            types: ['node'],
            skipLibCheck: true,
          },
          files: ['builder-flow.mts', 'schema.d.ts'],
        }),
      );
      await output(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir]);

      const { key } = await setup(['shop:read', 'shop:write', 'products:read', 'products:write', 'site:read', 'site:write', 'invoices:write'], {
        name: 'Boulangerie Dupont',
      });
      server = spawn(process.execPath, ['--import', 'tsx', 'scripts/testing/api-node.ts'], { cwd: ROOT, env: process.env, stdio: 'pipe' });
      const port = await new Promise<number>((resolve, reject) => {
        readline.createInterface({ input: server!.stdout! }).once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
        server!.once('exit', (code) => reject(new Error(`api node exited (${code})`)));
      });
      const stdout = await output(process.execPath, ['--import', 'tsx', path.join(dir, 'builder-flow.mts')], {
        cwd: ROOT,
        env: { ...process.env, VITRINE_API_URL: `http://127.0.0.1:${port}/api/v1`, VITRINE_API_KEY: key },
      });
      const result = JSON.parse(stdout.trim().split('\n').pop()!);
      expect(result).toEqual({
        blockTypes: expect.any(Number),
        shop: { id: expect.stringMatching(/^shop_/), status: 'ACTIVE', siteId: result.site.id },
        products: [
          { isForSale: true, livemode: true },
          { isForSale: true, livemode: true },
        ],
        home: { slug: '', blocks: [0, 1] },
        landing: { renderMode: 'CODE', blocks: 0, showInNav: true },
        applied: { themeKey: 'bakery', skipped: [''] },
        site: { id: expect.stringMatching(/^site_/), isEnabled: true, livemode: true },
        invoice: { status: 'FINALIZED', number: expect.stringMatching(/^\d{4}-\d{6}$/) },
        notFound: { status: 404, code: 'not_found', impossible: false },
      });
      expect(result.blockTypes).toBeGreaterThan(10);
    }, 180_000);
  });
});
