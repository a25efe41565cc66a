// The OpenAPI document lists every route with its scope, and every route of the app is in it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_MEANINGS } from '../errors';
import { openApiDocument } from '../openapi';
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

  it('reads correctly in the reference: every code name of a description is in a code span', () => {
    const bare: string[] = [];
    const visit = (node: unknown, at: string) => {
      if (Array.isArray(node)) node.forEach((item, i) => visit(item, `${at}/${i}`));
      else if (node && typeof node === 'object') {
        for (const [name, value] of Object.entries(node)) {
          if (name === 'example') continue;
          if ((name === 'description' || name === 'summary') && typeof value === 'string') {
            const prose = value.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
            for (const word of prose.match(/\S*_\S*/g) ?? []) bare.push(`${at}: ${word}`);
          } else visit(value, `${at}/${name}`);
        }
      }
    };
    visit(openApiDocument('http://localhost:3000/api/v1'), '#');
    expect(bare).toEqual([]);
  });

  it('carries the guides: authentication and test mode, errors, paging, idempotency and retries, rate limits, versioning', () => {
    const doc = openApiDocument('http://localhost:3000/api/v1') as { info: { description: string }; tags: { name: string; description?: string }[] };
    const headings = [...doc.info.description.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(headings).toEqual(
      expect.arrayContaining(['Authentication and test mode', 'Errors', 'Paging', 'Idempotency and retries', 'Rate limits', 'Versioning']),
    );
    for (const code of Object.keys(ERROR_MEANINGS)) expect(doc.info.description).toContain(`| \`${code}\` |`);
    for (const tag of doc.tags) expect(tag.description, tag.name).toBeTruthy();
  });

  it('shows a request example for every input and a response example for every JSON answer', () => {
    const doc = openApiDocument('http://localhost:3000/api/v1') as any;
    for (const [route, methods] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [method, operation] of Object.entries(methods)) {
        const name = `${method} ${route}`;
        for (const parameter of operation.parameters) {
          if (parameter.in === 'path' || parameter.in === 'header') expect(parameter.example, `${name} ${parameter.name}`).toBeDefined();
        }
        if (operation.requestBody) {
          const body = doc.components.requestBodies[operation.requestBody.$ref.split('/').pop()];
          // An optional body (finalize) is shown by sending none.
          // JSON, or multipart/form-data for an upload.
          if (body.required) expect((Object.values(body.content)[0] as { example?: unknown }).example, name).toBeDefined();
        }
        const success = Object.entries(operation.responses).filter(([status]) => status.startsWith('2'));
        const examples = success.map(([, response]: [string, any]) => response.content?.['application/json']?.example).filter(Boolean);
        const json = success.some(([, response]: [string, any]) => response.content?.['application/json']);
        expect(examples.length > 0, name).toBe(json);
      }
    }
  });

  it('identifies themes by themeKey, the value apply-theme takes', () => {
    const doc = openApiDocument('http://localhost:3000/api/v1') as any;
    expect(doc.components.schemas.Theme.required).toContain('themeKey');
    expect(doc.components.schemas.Theme.properties.key).toBeUndefined();
    expect(doc.components.requestBodies.ApplyThemeBody.content['application/json'].schema.required).toEqual(['themeKey']);
  });
});
