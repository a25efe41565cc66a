import path from "node:path";
import { expect, test, type Page } from "@playwright/test";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Full-page screenshot into e2e/artifacts/ (gitignored), for a human to look at. */
async function screenshot(page: Page, name: string) {
  const file = path.join(test.info().project.testDir, "artifacts", `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
}

/**
 * Records what the page fetches from anywhere but this machine: requests that went out, and loads
 * the Content-Security-Policy refused (those never reach the network, so only the console shows them).
 */
function recordOutsideTraffic(page: Page): string[] {
  const outside: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol === "data:" || url.protocol === "blob:" || url.protocol === "about:") return;
    if (!LOOPBACK_HOSTS.has(url.hostname)) outside.push(request.url());
  });
  page.on("console", (message) => {
    if (message.type() === "error" && message.text().includes("Content Security Policy")) outside.push(message.text());
  });
  return outside;
}

/** Lets late loads start (fonts are fetched on first use) before asserting that none left the machine. */
async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Asserting an absence: give the page a moment to do what it would do (no event to wait for).
  await page.waitForTimeout(500);
}

test("the landing page says what Vitrine is and links to the API reference", async ({ page }) => {
  const outside = recordOutsideTraffic(page);
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);

  await expect(page).toHaveTitle("Vitrine");
  await expect(page.getByRole("heading", { level: 1, name: "Run your whole shop from one window." })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("for small merchants");
  await expect(page.getByRole("main")).toContainText("Belgian VAT");
  await expect(page.getByRole("heading", { level: 2, name: /public REST API/ })).toBeVisible();
  await expect(page.locator('a[href="/api/v1/openapi.json"]').first()).toBeVisible();

  await settle(page);
  await screenshot(page, "landing");
  expect(outside).toEqual([]);

  await page.getByRole("banner").getByRole("link", { name: "API reference" }).click();
  await expect(page).toHaveURL(/\/docs$/);
  await expect(page).toHaveTitle("Vitrine API reference");
});

test("/docs renders the OpenAPI document with Scalar, entirely from this origin", async ({ page, request }) => {
  const openapi = (await (await request.get("/api/v1/openapi.json")).json()) as { info: { title: string } };
  const outside = recordOutsideTraffic(page);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));

  const response = await page.goto("/docs");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-security-policy"]).toContain("connect-src 'self'");

  await expect(page).toHaveTitle("Vitrine API reference");
  await expect(page.getByRole("main").getByRole("heading", { level: 1, name: openapi.info.title })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole("banner").getByRole("link", { name: "Vitrine, home" })).toHaveAttribute("href", "/");

  await settle(page);
  await screenshot(page, "docs");
  expect(outside).toEqual([]);
  expect(errors).toEqual([]);
});

test("the Scalar script is served from our origin and cached by version", async ({ request }) => {
  const html = await (await request.get("/docs")).text();
  const src = /<script src="(\/docs\/scalar\?v=[0-9a-f]{16})">/.exec(html)?.[1];
  expect(src).toBeDefined();

  const script = await request.get(src!);
  expect(script.status()).toBe(200);
  expect(script.headers()["content-type"]).toContain("text/javascript");
  expect(script.headers()["cache-control"]).toContain("immutable");
  expect((await script.body()).byteLength).toBeGreaterThan(1_000_000);
});

test("GET /api/v1/openapi.json is an OpenAPI 3.1 document", async ({ request }) => {
  const response = await request.get("/api/v1/openapi.json");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/json");
  const document = (await response.json()) as { openapi?: unknown; info?: { title?: unknown } };
  expect(String(document.openapi)).toMatch(/^3\.1/);
  expect(typeof document.info?.title).toBe("string");
});
