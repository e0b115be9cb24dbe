import { Authority } from '@continuum/contracts';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, TestClient } from '../../test/harness.js';
import { isServerPath } from '../http/error-handler.js';
import { DOCS_PREFIX } from './swagger-ui.js';

/** The API docs of decision 0080: the generated document, valid and complete, and who may read it. */

let t: TestApp;
const clients = {} as Record<'anonymous' | 'learner' | 'instructor' | 'editor' | 'admin', TestClient>;

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { tags?: string[]; security?: unknown[]; parameters?: { name: string; in: string }[] }>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
}

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = async (authorities: string[]) => {
    const user = await createUser(t, { authorities: [Authority.AUTHENTICATED, ...authorities] });
    const client = new TestClient(t.app);
    await client.signIn(user.login, user.password);
    return client;
  };
  clients.anonymous = new TestClient(t.app);
  clients.learner = await signedIn([]);
  clients.instructor = await signedIn([Authority.INSTRUCTOR]);
  clients.editor = await signedIn([Authority.CMS_EDITOR]);
  clients.admin = await signedIn([Authority.ADMIN]);
}, 60_000);
afterAll(() => t.close());

async function documentAsAdmin(): Promise<OpenApiDocument> {
  const res = await clients.admin.get(`${DOCS_PREFIX}/json`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Fastify's `/a/:id` as OpenAPI writes it, `/a/{id}`; a wildcard `/a/*` (a SCORM package's files) as `/a/{*}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\/\*$/, '/{*}');

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document, every $ref resolving', async () => {
    const doc = await documentAsAdmin();
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // The validator is not lenient: the same document with a parameter 'in' the body (OpenAPI 2's) is refused.
    const broken = structuredClone(doc);
    const [parameter] = broken.paths['/api/admin/email/{emailId}']?.get?.parameters ?? [];
    if (parameter) parameter.in = 'body';
    const refused = await new Validator().validate(broken as unknown as Record<string, unknown>);
    expect(refused.valid).toBe(false);
    expect(() => validator.resolveRefs()).not.toThrow();
    expect(doc.info).toMatchObject({ title: 'Continuum API' });
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('holds every server route with its method, path parameters and a module tag', async () => {
    const doc = await documentAsAdmin();
    const routes = t.app.routeTable.filter((r) => isServerPath(r.url) && !r.url.startsWith(`${DOCS_PREFIX}`));
    expect(routes.length).toBeGreaterThan(100);
    const missing: string[] = [];
    for (const route of routes) {
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) {
        missing.push(`${route.method} ${route.url}`);
        continue;
      }
      const declared = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const inUrl = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]).concat(route.url.endsWith('/*') ? ['*'] : []);
      expect(declared.sort(), `${route.method} ${route.url}`).toEqual(inUrl.sort());
      expect(operation.tags?.length, `${route.method} ${route.url} tags`).toBe(1);
    }
    expect(missing).toEqual([]);
    // The document names nothing that is not a route (the docs' own routes are left out).
    const operations = Object.values(doc.paths).flatMap((methods) => Object.keys(methods));
    expect(operations.length).toBe(routes.length);
  });

  it('describes the session cookie and the CSRF header, and which calls need them', async () => {
    const doc = await documentAsAdmin();
    expect(doc.components.securitySchemes).toMatchObject({
      session: { type: 'apiKey', in: 'cookie', name: 'SESSION' },
      xsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
    });
    expect(doc.paths['/api/config']?.get?.security).toEqual([]);
    expect(doc.paths['/api/account']?.get?.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/account']?.post?.security).toEqual([{ session: [], xsrf: [] }]);
    // A GET that changes state carries the CSRF header too (decision 0054).
    expect(doc.paths['/api/admin/email/resend/{id}']?.get?.security).toEqual([{ session: [], xsrf: [] }]);
    expect(doc.paths['/api/admin/email/{emailId}']?.get).toMatchObject({
      tags: ['mail'],
      'x-authorities': ['ROLE_ADMIN'],
      responses: {
        200: { content: { 'application/json': { schema: { $ref: '#/components/schemas/adminEmail' } } } },
        '4XX': { content: { 'application/json': { schema: { $ref: '#/components/schemas/errorBody' } } } },
      },
    });
  });
});

describe('who may read the docs', () => {
  const urls = [`${DOCS_PREFIX}/json`, `${DOCS_PREFIX}/yaml`, `${DOCS_PREFIX}/`, `${DOCS_PREFIX}/static/swagger-ui-bundle.js`];

  it.each(urls)('%s: 401 without a session, 403 for a learner, an instructor and a CMS editor', async (url) => {
    expect((await clients.anonymous.get(url)).statusCode).toBe(401);
    for (const actor of ['learner', 'instructor', 'editor'] as const) {
      const res = await clients[actor].get(url);
      expect(res.statusCode, actor).toBe(403);
      expect(res.body).not.toContain('openapi');
    }
  });

  it('serves administrators the document, Swagger UI and its assets', async () => {
    const ui = await clients.admin.get(`${DOCS_PREFIX}/`);
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    expect(ui.body).toContain('swagger-ui-bundle.js');
    expect(ui.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    // Its own policy: its scripts from here only, framed by the web app's docs screen (same origin) only.
    const csp = String(ui.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(ui.headers['x-frame-options']).toBe('SAMEORIGIN');
    const bundle = await clients.admin.get(`${DOCS_PREFIX}/static/swagger-ui-bundle.js`);
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toContain('javascript');
    const init = await clients.admin.get(`${DOCS_PREFIX}/static/swagger-initializer.js`);
    expect(init.statusCode).toBe(200);
    // "Try it out" sends the CSRF token the way the web app does.
    expect(init.body).toContain('X-XSRF-TOKEN');
    const yaml = await clients.admin.get(`${DOCS_PREFIX}/yaml`);
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toMatch(/^openapi: 3\.1\.0/);
  });
});
