import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.dirname(fileURLToPath(import.meta.url)) } },
  test: {
    include: ['lib/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'blocks/**/*.test.{ts,tsx}', 'components/**/*.test.{ts,tsx}', 'storefront/**/*.test.{ts,tsx}'],
    globalSetup: ['lib/testing/global-setup.ts'],
    setupFiles: ['lib/testing/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
