import { createHash } from "node:crypto";
import { loadScalarBundle } from "./scalar-bundle";

export const dynamic = "force-dynamic";

const OPENAPI_URL = "/api/v1/openapi.json";

/**
 * Scalar configuration. Every option that would reach another host is switched off; the
 * Content-Security-Policy below enforces it anyway (connect-src 'self').
 */
const scalarConfiguration = {
  url: OPENAPI_URL,
  // Otherwise Scalar injects @font-face rules pointing at fonts.scalar.com.
  withDefaultFonts: false,
  // The AI agent is on by default on localhost and talks to Scalar's servers.
  agent: { disabled: true },
  // The developer toolbar (shown on localhost by default) can upload the document to Scalar's registry.
  showDeveloperTools: "never",
  // Present in the schema of this version (1.46) without effect; kept off in case a later version uses it.
  telemetry: false,
  documentDownloadType: "json",
  hideDarkModeToggle: false,
  metaData: { title: "Vitrine API reference" },
  theme: "default",
} as const;

// Vitrine colours, system fonts, more contrast for secondary text and method badges, room for our header.
// Scalar's own styles live in cascade layers, so these plain rules take precedence.
const styles = `
:root {
  --vitrine-header-height: 52px;
  --scalar-custom-header-height: var(--vitrine-header-height);
  --scalar-font: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif;
  --scalar-font-code: ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace;
}
.light-mode {
  --scalar-color-accent: #17605a; --scalar-background-accent: #17605a14; --scalar-color-2: #5f5f5f; --scalar-color-3: #6e6e6e;
  /* HTTP method colours at 4.5:1 or more on white (Scalar's yellow is 1.8:1) */
  --scalar-color-green: #047857; --scalar-color-red: #c50005; --scalar-color-yellow: #8a6100;
  --scalar-color-blue: #006bb3; --scalar-color-orange: #c2410c;
}
.dark-mode { --scalar-color-accent: #7bcdbe; --scalar-background-accent: #7bcdbe1f; --scalar-color-3: #8c8c8c; }
body { margin: 0; font-family: var(--scalar-font); background: var(--scalar-background-1, #fff); }
.vitrine-bar {
  position: sticky; top: 0; z-index: 100; box-sizing: border-box; height: var(--vitrine-header-height);
  display: flex; align-items: center; gap: 12px; padding: 0 20px;
  background: var(--scalar-background-1, #fff); color: var(--scalar-color-1, #1b1b1b);
  border-bottom: 1px solid var(--scalar-border-color, #dfdfdf); font-size: 14px;
}
.vitrine-bar a { color: inherit; text-decoration: none; border-radius: 6px; }
.vitrine-bar a:hover { color: var(--scalar-color-accent, #17605a); }
.vitrine-bar a:focus-visible { outline: 2px solid var(--scalar-color-accent, #17605a); outline-offset: 2px; }
.vitrine-home { display: inline-flex; align-items: center; gap: 8px; font-weight: 600; font-size: 16px; }
.vitrine-sep { width: 1px; height: 20px; background: var(--scalar-border-color, #dfdfdf); }
.vitrine-title { margin: 0; font-size: 14px; font-weight: 500; color: var(--scalar-color-2, #5f5f5f); }
.vitrine-bar nav { margin-left: auto; }
.vitrine-bar nav a { display: inline-block; padding: 6px 10px; color: var(--scalar-color-2, #5f5f5f); font-weight: 500; }
.vitrine-skip { position: absolute; left: -9999px; }
.vitrine-skip:focus { left: 12px; top: 8px; z-index: 200; padding: 8px 12px; background: #0b1320; color: #fff; border-radius: 6px; }
.vitrine-loading { padding: 48px 24px; max-width: 640px; margin: 0 auto; color: var(--scalar-color-2, #5f5f5f); font-size: 15px; line-height: 1.6; }
.vitrine-loading a { color: #17605a; }
`;

const mark = `<rect width="32" height="32" rx="8" fill="#17605a"/><path d="M9 9.5h3.6L16 19.4l3.4-9.9H23l-5.2 13h-3.6z" fill="#fff"/>`;
const logo = `<svg viewBox="0 0 32 32" width="26" height="26" aria-hidden="true" focusable="false">${mark}</svg>`;
const icon = `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${mark}</svg>`)}`;

// Mounted on #reference, never #api-reference: Scalar's script auto-mounts an element with that id
// and parses its text as an OpenAPI document. JSON inside <script>: "<" is escaped so no value can
// close the element.
const initScript = `Scalar.createApiReference("#reference", ${JSON.stringify(scalarConfiguration).replace(/</g, "\\u003c")});`;
const initScriptHash = createHash("sha256").update(initScript).digest("base64");

const contentSecurityPolicy = [
  "default-src 'none'",
  `script-src 'self' 'sha256-${initScriptHash}'`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join("; ");

function renderPage(scriptUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vitrine API reference</title>
<meta name="description" content="Reference of the Vitrine public REST API (/api/v1): endpoints, scopes, request and response schemas.">
<link rel="icon" type="image/svg+xml" href="${icon}">
<style>${styles}</style>
</head>
<body>
<a class="vitrine-skip" href="#reference">Skip to the API reference</a>
<header class="vitrine-bar">
  <a class="vitrine-home" href="/" aria-label="Vitrine, home">${logo}<span>Vitrine</span></a>
  <span class="vitrine-sep" aria-hidden="true"></span>
  <p class="vitrine-title">API reference</p>
  <nav aria-label="Developer resources"><a href="${OPENAPI_URL}">OpenAPI document</a></nav>
</header>
<div id="reference">
  <p class="vitrine-loading">Loading the API reference&hellip; It needs JavaScript. The machine-readable description is the
  <a href="${OPENAPI_URL}">OpenAPI 3.1 document</a>.</p>
</div>
<script src="${scriptUrl}"></script>
<script>${initScript}</script>
</body>
</html>
`;
}

// GET /docs — the interactive reference of /api/v1, rendered by Scalar entirely from our own origin.
export async function GET(): Promise<Response> {
  const { hash } = await loadScalarBundle();
  return new Response(renderPage(`/docs/scalar?v=${hash}`), {
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-cache",
      "content-security-policy": contentSecurityPolicy,
      "x-content-type-options": "nosniff",
      "referrer-policy": "same-origin",
    },
  });
}
