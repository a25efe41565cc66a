// The storefront's stylesheet, built per page from the classes the page actually uses. Blocks style
// themselves with Tailwind utilities over the theme's CSS custom properties; compiling at render time (and
// inlining the result) gives each page only its own rules (~10–20 KB, no extra request), makes utilities
// work in merchants' CODE pages too, and keeps one tenant's markup out of another's CSS. Results are cached
// by candidate set, so only a page with a new combination of classes pays the ~50 ms compile.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { compile } from 'tailwindcss';

/** Base rules of every storefront page: the theme's colours and fonts, and a visible focus ring. */
const BASE = `@import "tailwindcss";
@layer base {
  html { color-scheme: light; -webkit-text-size-adjust: 100%; }
  body { background: var(--vt-color-bg); color: var(--vt-color-text); font-family: var(--vt-font-body); line-height: 1.6; -webkit-font-smoothing: antialiased; }
  h1, h2, h3, h4 { font-family: var(--vt-font-heading); }
  :focus-visible { outline: 2px solid var(--vt-color-focus, var(--vt-color-primary)); outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) { *, ::before, ::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; } }
}`;

const nodeRequire = createRequire(path.join(process.cwd(), 'package.json'));

async function loadStylesheet(id: string, base: string) {
  const file = id.startsWith('.') || path.isAbsolute(id) ? path.resolve(base, id) : nodeRequire.resolve(id === 'tailwindcss' ? 'tailwindcss/index.css' : id);
  return { path: file, base: path.dirname(file), content: await fs.promises.readFile(file, 'utf8') };
}

/** Class-name candidates of an HTML document: every token of every class attribute. */
export function classCandidates(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const token of match[1]!.split(/\s+/)) {
      if (token) found.add(token.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&gt;', '>').replaceAll('&lt;', '<'));
    }
  }
  return [...found].sort();
}

const MAX_ENTRIES = 200;
const cache = new Map<string, Promise<string>>();

/** The CSS for exactly these candidates (plus preflight and the base rules). */
export function storefrontCss(candidates: readonly string[]): Promise<string> {
  const key = createHash('sha1').update(candidates.join(' ')).digest('base64url');
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const building = compile(BASE, { base: process.cwd(), loadStylesheet }).then((compiler) => compiler.build([...candidates]));
  building.catch(() => cache.delete(key));
  cache.set(key, building);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return building;
}
