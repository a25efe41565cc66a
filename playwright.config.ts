import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

// Each run starts the app on a fresh, empty data directory (the app starts its embedded PostgreSQL server there). This file is also loaded by every
// worker process: they inherit VITRINE_E2E_DATA_DIR from the runner and reuse its directory.
// A directory given from outside is kept; one made here is removed when the run ends.
const inheritedDataDir = process.env.VITRINE_E2E_DATA_DIR;
const dataDir = inheritedDataDir ?? mkdtempSync(path.join(tmpdir(), "vitrine-e2e-"));
if (!inheritedDataDir) {
  process.env.VITRINE_E2E_DATA_DIR = dataDir;
  if (!process.env.E2E_KEEP_DATA) {
    process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
  }
}

// Playwright cannot download its browsers on our machines: use Debian's Chromium when present.
const systemChromium = "/usr/bin/chromium";
const launchOptions = existsSync(systemChromium)
  ? {
      executablePath: systemChromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    }
  : {};

export default defineConfig({
  testDir: "e2e",
  outputDir: "e2e/artifacts/test-results",
  reporter: "list",
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  use: {
    baseURL,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions } }],
  // The app is built beforehand (`next build && playwright test`); this only starts it.
  webServer: {
    command: `npx next start --port ${port}`,
    // A clean stop, so the app stops the embedded PostgreSQL server it started in the data directory.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe",
    stderr: "pipe",
    // Added to the runner's environment; RATE_LIMIT_PER_MINUTE keeps its default. The specs stand in for a
    // reverse proxy on loopback (TRUSTED_PROXIES), so they can act as distinct clients with X-Forwarded-For
    // without spending the loopback's per-address budgets; e2e/operations.spec.ts checks the default (the
    // socket's peer) on servers of its own.
    env: { VITRINE_DATA_DIR: dataDir, PORT: String(port), APP_ORIGIN: baseURL, TRUSTED_PROXIES: "127.0.0.1,::1" },
  },
});
