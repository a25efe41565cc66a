// The dependency rule: app → lib/api → lib/domain → lib/db, one way. lib/domain knows nothing of HTTP and
// never reaches for the process's database handle (it receives `db`, which may be a transaction). blocks/
// and lib/shared sit below them all.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

function imports(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => {
    const spec = m[1]!;
    if (spec.startsWith('.')) return path.relative(root, path.resolve(root, path.dirname(file), spec));
    if (spec.startsWith('@/')) return spec.slice(2);
    return spec;
  });
}

const forbidden: Record<string, RegExp> = {
  'lib/db': /^(lib\/(domain|api|dashboard|operator)|app|next)(\/|$)/,
  'lib/domain': /^(lib\/(api|dashboard|operator|testing)|app|next)(\/|$)/,
  'lib/api': /^(app|lib\/(operator|dashboard))(\/|$)/,
  'lib/dashboard': /^(app|components|lib\/operator)(\/|$)/,
  // A leaf: blocks/ and every layer may import it, so it imports nothing of the project.
  'lib/shared': /^(lib|app|components|blocks)(\/|$)/,
  // The block registry depends on nothing above it: of lib/, only the leaf lib/shared.
  blocks: /^(app|lib\/(?!shared\/))/,
};

describe('architecture', () => {
  for (const [layer, pattern] of Object.entries(forbidden)) {
    it(`${layer} imports only downwards`, () => {
      const offenders = sources(layer).flatMap((file) => imports(file).filter((target) => pattern.test(target)).map((target) => `${file} → ${target}`));
      expect(offenders).toEqual([]);
    });
  }

  it('lib/domain takes its database handle as an argument (never getDb/openDatabase)', () => {
    const offenders = sources('lib/domain').filter((file) => /\b(getDb|openDatabase)\b/.test(fs.readFileSync(path.join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
