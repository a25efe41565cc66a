// The dependency rule, for every folder of the project (tests apart): what each room may import of the
// project's other rooms and which packages it must never reach for. `app → lib/api → lib/domain → lib/db`, one
// way; lib/domain knows nothing of HTTP and never reaches for the process's database handle (it receives `db`,
// which may be a transaction); storage (lib/db) never imports rules; the block registry (blocks/, its UI kit in
// blocks/kit) never queries and imports nothing above it; the storefront wing (storefront/) never imports the
// dashboard, the builder or the API's pipeline; nothing in lib/ imports components/, the storefront wing or
// app/. A folder that no rule names fails the test: a new room states what it may use.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');

/** Test code, fixtures, generated output and vendored tools (vendor/peppol: the validation kit) are not rooms of the application. */
const SKIPPED = new Set(['next-env.d.ts', 'node_modules', 'vendor', 'e2e', 'bench', 'test-results', 'playwright-report', 'drizzle', 'migrations']);

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) return [];
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(rel);
    return /\.(tsx?|mts|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !rel.startsWith('lib/testing/') ? [rel] : [];
  });
}

/** The room of a project path: lib/<x> and components/<x> are rooms of their own; else the top-level folder or file. */
function roomOf(file: string): string {
  const parts = file.split('/');
  if ((parts[0] === 'lib' || parts[0] === 'components') && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts.length > 1 ? parts[0]! : parts[0]!.replace(/\.[^.]+$/, '');
}

type Import = { project: string | null; pkg: string | null };

function imports(file: string): Import[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm)].map((m) => {
    const spec = (m[1] ?? m[2] ?? m[3])!;
    if (spec.startsWith('.')) return { project: path.relative(root, path.resolve(root, path.dirname(file), spec)), pkg: null };
    if (spec.startsWith('@/')) return { project: spec.slice(2), pkg: null };
    return { project: null, pkg: spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]! };
  });
}

const HTTP = ['next', 'node:http', 'react', 'react-dom', '@tanstack/react-query'];
const QUERIES = ['drizzle-orm', 'pg', 'ioredis'];

/** Each room: the other rooms it may import, and the packages it never imports. */
const rules: Record<string, { may: string[]; never?: string[] }> = {
  // Leaves: any layer may use them, so they use nothing of the project.
  lib: { may: [] }, // lib/config.ts, lib/hosts.ts
  'lib/runtime': { may: [] },
  'lib/shared': { may: [], never: [...HTTP, ...QUERIES] },
  // The languages and translators: of the project, only the message catalogues (messages/*.json: data, not a room).
  'lib/i18n': { may: ['messages'], never: [...HTTP, ...QUERIES] },
  // Storage: the schema, the pool, the embedded server; never a business rule.
  'lib/db': { may: ['lib', 'lib/runtime'], never: HTTP },
  // Business rules: no HTTP, no pages; the block catalogue validates pages.
  'lib/domain': { may: ['lib', 'lib/db', 'lib/i18n', 'lib/runtime', 'lib/shared', 'blocks'], never: [...HTTP, 'nodemailer'] },
  'lib/api': { may: ['lib', 'lib/db', 'lib/domain', 'lib/i18n', 'lib/runtime', 'lib/shared', 'blocks'], never: ['react', 'react-dom'] },
  'lib/dashboard': { may: ['lib', 'lib/api', 'lib/db', 'lib/domain', 'lib/i18n', 'lib/runtime', 'lib/shared', 'blocks'] },
  'lib/operator': { may: ['lib', 'lib/db', 'lib/domain', 'lib/mail', 'lib/runtime', 'lib/webhooks'], never: HTTP },
  'lib/mail': { may: ['lib', 'lib/db', 'lib/domain', 'lib/runtime'], never: HTTP }, // the outbox sender and the SMTP transport
  // The webhook sender: its one outgoing HTTP client (node:http/https, SSRF-filtered) and the delivery loop; serves nothing.
  'lib/webhooks': { may: ['lib', 'lib/db', 'lib/domain', 'lib/runtime'], never: ['next', 'react', 'react-dom', '@tanstack/react-query'] },
  // The block registry never queries and imports nothing above it.
  blocks: { may: ['lib/i18n', 'lib/shared'], never: [...QUERIES, 'next'] },
  // The storefront wing: its own routing, cache and views over the domain; never the dashboard, the builder or
  // the API's pipeline.
  storefront: { may: ['lib', 'lib/db', 'lib/domain', 'lib/i18n', 'lib/runtime', 'lib/shared', 'blocks'], never: ['next'] },
  'components/ui': { may: ['lib/i18n'], never: QUERIES },
  'components/marketing': { may: ['components/ui', 'lib/i18n'], never: QUERIES },
  // The media library's picker and upload pieces, shared by the dashboard's forms and the builder's inspector.
  'components/media': { may: ['blocks', 'components/ui', 'lib/dashboard', 'lib/i18n', 'lib/shared'], never: QUERIES },
  'components/builder': { may: ['blocks', 'components/media', 'components/ui', 'lib/dashboard', 'lib/i18n', 'lib/shared'], never: QUERIES },
  'components/dashboard': { may: ['blocks', 'components/marketing', 'components/media', 'components/ui', 'lib/dashboard', 'lib/domain', 'lib/i18n', 'lib/shared'], never: QUERIES },
  app: { may: ['blocks', 'components/builder', 'components/dashboard', 'components/marketing', 'components/ui', 'lib', 'lib/api', 'lib/dashboard', 'lib/db', 'lib/domain', 'lib/i18n', 'lib/runtime', 'lib/shared', 'storefront'] },
  proxy: { may: ['lib', 'lib/api', 'lib/dashboard', 'lib/db', 'lib/domain', 'storefront'] },
  instrumentation: { may: ['lib/api', 'lib/operator', 'storefront'] },
  scripts: { may: ['lib', 'lib/db', 'lib/mail', 'lib/operator', 'lib/testing', 'lib/webhooks'] },
  'next.config': { may: [] },
  'playwright.config': { may: [] },
  'vitest.config': { may: [] },
  'drizzle.config': { may: [] },
  'postcss.config': { may: [] },
};

const files = sources('.').map((file) => file.replace(/^\.\//, ''));
const rooms = [...new Set(files.map(roomOf))].sort();

describe('architecture', () => {
  it('every room of the project has a rule', () => {
    expect(rooms.filter((room) => !(room in rules))).toEqual([]);
    expect(Object.keys(rules).filter((room) => !rooms.includes(room))).toEqual([]);
  });

  for (const [room, rule] of Object.entries(rules)) {
    it(`${room} imports only what its rule allows`, () => {
      const offenders = files
        .filter((file) => roomOf(file) === room)
        .flatMap((file) =>
          imports(file).flatMap(({ project, pkg }) => {
            if (pkg !== null) return rule.never?.includes(pkg) ? [`${file} → ${pkg}`] : [];
            const target = roomOf(project!);
            return target === room || rule.may.includes(target) ? [] : [`${file} → ${project}`];
          }),
        );
      expect(offenders).toEqual([]);
    });
  }

  it('nothing in lib/ imports components/, the storefront wing or app/ (lib/testing included)', () => {
    const offenders = sources('lib').concat(fs.readdirSync(path.join(root, 'lib/testing')).filter((f) => /\.tsx?$/.test(f)).map((f) => `lib/testing/${f}`))
      .flatMap((file) => imports(file).filter(({ project }) => project !== null && /^(components|storefront|app)(\/|$)/.test(project)).map(({ project }) => `${file} → ${project}`))
      .filter((line) => !/\.test\.tsx? →/.test(line));
    expect(offenders).toEqual([]);
  });

  it('lib/domain takes its database handle as an argument (never getDb/openDatabase)', () => {
    const offenders = files.filter((file) => file.startsWith('lib/domain/') && /\b(getDb|openDatabase)\b/.test(fs.readFileSync(path.join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('the rules see the imports (a known edge of each kind is found)', () => {
    expect(imports('proxy.ts').map((i) => i.project ?? i.pkg)).toEqual(expect.arrayContaining(['next', 'lib/hosts', 'storefront/proxy-hook']));
    expect(imports('instrumentation.ts').map((i) => i.project)).toEqual(expect.arrayContaining(['storefront/shared-page']));
  });
});
