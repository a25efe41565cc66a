// The OpenAPI document lists every route with its scope, and every route of the app is in it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeRegistry } from '../route';
import '../contracts';

const PUBLIC_DIR = path.resolve(__dirname, '../../../app/api/v1/public');

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? routeFiles(full) : entry.name === 'route.ts' ? [full] : [];
  });
}

describe('OpenAPI', () => {
  it('is served as OpenAPI 3.1 without a key, every operation naming its scope', async () => {
    const { GET } = await import('../../../app/api/v1/openapi.json/route');
    const res = GET();
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toMatch(/^3\.1/);
    const operations = Object.values(doc.paths as Record<string, Record<string, { 'x-scope': string; description: string }>>).flatMap(
      (methods) => Object.values(methods),
    );
    expect(operations.length).toBe(routeRegistry.length);
    for (const operation of operations) {
      expect(operation['x-scope']).toMatch(/^[a-z]+:(read|write)$/);
      expect(operation.description).toContain(operation['x-scope']);
    }
    expect(doc.paths['/public/products'].post.requestBody.$ref).toBe('#/components/requestBodies/CreateProductBody');
    expect(doc.components.requestBodies.CreateProductBody.content['application/json'].schema.additionalProperties).toBe(false);
  });

  it('matches the route files: each file’s methods are documented, and each contract has a handler', async () => {
    const fromFiles = new Set<string>();
    for (const file of routeFiles(PUBLIC_DIR)) {
      const routePath = `/public${path.dirname(file).slice(PUBLIC_DIR.length).replace(/\[(\w+)\]/g, '{$1}')}`;
      const source = fs.readFileSync(file, 'utf8');
      for (const method of ['GET', 'POST', 'PATCH', 'PUT', 'DELETE']) {
        if (new RegExp(`^\\s+${method}: publicRoute\\(`, 'm').test(source)) fromFiles.add(`${method} ${routePath}`);
      }
    }
    const fromContracts = new Set(routeRegistry.map((spec) => `${spec.method} ${spec.path}`));
    expect([...fromFiles].sort()).toEqual([...fromContracts].sort());
  });
});
