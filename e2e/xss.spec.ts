// No merchant text executes on the storefront: every payload of the corpus is placed in every text field of
// every block type (through the public API, as an integrator would), then each page is opened in Chromium;
// alert()/confirm()/prompt() calls and requests to the canary host are counted and must stay at zero.
// (customHeadHtml, customJs and CODE pages are trusted merchant code by contract and are not part of this.)
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { CANARY_HOST, XSS_CORPUS } from './xss-payloads';

const run = promisify(execFile);
const port = Number(process.env.E2E_PORT ?? 3100);
const sandbox = `maison-lemaire--test.localhost:${port}`;

type BlockType = { type: string; defaultConfig: Record<string, unknown> };

/** The config with every string leaf replaced by the payload, except at the paths the API refused. */
function fill(value: unknown, payload: string, keep: Set<string>, path: string): unknown {
  if (typeof value === 'string') return keep.has(path) ? value : payload;
  if (Array.isArray(value)) return value.map((item, i) => fill(item, payload, keep, `${path}.${i}`));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, payload, keep, `${path}.${k}`)]));
  }
  return value;
}

const PAYLOADS_PER_PAGE = 5; // 5 × every block type stays under the 100-block limit of a page

async function createPage(request: APIRequestContext, key: string, types: BlockType[], slug: string, payloads: string[]) {
  const keep = new Set<string>();
  for (let attempt = 0; attempt < 6; attempt++) {
    const blocks = payloads.flatMap((payload, p) =>
      types.map((t, i) => {
        const index = p * types.length + i;
        return { type: t.type, order: index, config: fill(t.defaultConfig, payload, keep, `blocks.${index}.config`) };
      }),
    );
    const res = await request.post(`http://localhost:${port}/api/v1/public/site/pages`, {
      headers: { Authorization: `Bearer ${key}` },
      data: { title: `XSS ${slug}`, slug, showInNav: false, blocks },
    });
    if (res.status() === 201) return;
    if (res.status() === 429) {
      // The key's 60 requests per minute are shared with the other specs: wait as told.
      await new Promise((resolve) => setTimeout(resolve, Number(res.headers()['retry-after'] ?? 5) * 1000));
      attempt -= 1;
      continue;
    }
    expect(res.status(), await res.text()).toBe(400);
    // A field whose schema refuses the payload (URLs, enums, ids) keeps its default; the rest stay filled.
    for (const detail of (await res.json()).error.details as { path: string }[]) keep.add(detail.path);
  }
  throw new Error(`could not create page ${slug}`);
}

test('a corpus of XSS payloads in every text field of every block executes nothing', async ({ page, request }) => {
  test.setTimeout(240_000);
  expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(100);
  const env: NodeJS.ProcessEnv = { ...process.env, VITRINE_DATA_DIR: process.env.VITRINE_E2E_DATA_DIR! };
  delete env.DATABASE_URL;
  const demo = JSON.parse((await run('npx', ['tsx', 'scripts/vitrine.ts', 'demo', '--json'], { env })).stdout);
  const key: string = demo.keys.test;
  const auth = { Authorization: `Bearer ${key}` };
  // Other specs change the sandbox: publish it and open its shop again.
  expect((await request.patch(`http://localhost:${port}/api/v1/public/site`, { headers: auth, data: { isEnabled: true } })).status()).toBe(200);
  expect((await request.patch(`http://localhost:${port}/api/v1/public/shop`, { headers: auth, data: { status: 'ACTIVE', showPricesToGuests: true } })).status()).toBe(200);
  const types: BlockType[] = (await (await request.get(`http://localhost:${port}/api/v1/public/site/block-types`, { headers: auth })).json()).data;
  expect(types.length).toBeGreaterThanOrEqual(16);

  let dialogs = 0;
  const canary: string[] = [];
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.__xssCalls = 0;
    for (const name of ['alert', 'confirm', 'prompt']) {
      w[name] = () => {
        w.__xssCalls = (w.__xssCalls as number) + 1;
      };
    }
  });
  page.on('dialog', async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  await page.route(`**://${CANARY_HOST}/**`, async (route) => {
    canary.push(route.request().url());
    await route.abort();
  });

  let calls = 0;
  let shownAsText = 0;
  for (let start = 0; start < XSS_CORPUS.length; start += PAYLOADS_PER_PAGE) {
    const chunk = XSS_CORPUS.slice(start, start + PAYLOADS_PER_PAGE);
    const slug = `xss-${start}`;
    await createPage(request, key, types, slug, chunk.map((item) => item.payload));
    const response = await page.goto(`http://${sandbox}/${slug}`);
    expect(response!.status(), slug).toBe(200);
    // Give event handlers (onload, onerror, autofocus) their chance to fire.
    await page.waitForTimeout(50);
    await page.mouse.move(300, 300);
    await page.keyboard.press('Tab');
    calls += await page.evaluate(() => (window as unknown as { __xssCalls: number }).__xssCalls);
    // The payloads did reach the page: as inert text in the plain-text fields.
    const text = await page.locator('main').innerText();
    shownAsText += chunk.filter(({ payload }) => text.includes(payload.trim().replace(/\s+/g, ' ').slice(0, 12))).length;
  }
  expect(shownAsText).toBeGreaterThanOrEqual(XSS_CORPUS.length * 0.8);
  expect({ alertCalls: calls, dialogs, canaryRequests: canary }).toEqual({ alertCalls: 0, dialogs: 0, canaryRequests: [] });
});
