import { API_DOCS_PREFIX } from '@continuum/contracts';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { ADMIN_ONLY } from '../auth/guard-plugin.js';

/** Where Swagger UI lives (002 §2's admin 'docs'); the document is `${DOCS_PREFIX}/json` (and `/yaml`). */
export const DOCS_PREFIX = API_DOCS_PREFIX;

/**
 * The policy of the docs pages: Swagger UI's own scripts and styles only (it has no inline script), its data:
 * icons, calls to this server ("Try it out"), and framing by the web app's docs screen only.
 */
const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
].join(';');

/**
 * Sends the CSRF cookie's value as X-XSRF-TOKEN on Swagger UI's "Try it out" calls, as the web app does.
 * Serialized into the page's script by its source text, so it refers to nothing outside itself.
 */
function requestInterceptor<R extends { headers?: Record<string, string> }>(request: R): R {
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec((globalThis as { document?: { cookie: string } }).document?.cookie ?? '');
  if (match?.[1] && request.headers) request.headers['X-XSRF-TOKEN'] = decodeURIComponent(match[1]);
  return request;
}

/**
 * Swagger UI and the document, for administrators only: every route the plugin registers (the page, the
 * document, the static assets) gets the admin-only config the guard enforces, so nobody else learns even
 * which assets exist. Server paths carry the short API headers; the docs pages get a policy Swagger UI can run
 * under and may be framed by the web app (same origin).
 */
export async function registerDocsUi(app: FastifyInstance): Promise<void> {
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, ...ADMIN_ONLY };
    });
    docs.addHook('onSend', (_request, reply, payload, done) => {
      reply.header('content-security-policy', DOCS_CSP);
      reply.header('x-frame-options', 'SAMEORIGIN');
      done(null, payload);
    });
    await docs.register(fastifySwaggerUi, {
      routePrefix: DOCS_PREFIX,
      // Tags folded: with every tag open, Swagger UI 5 stopped rendering after ~130 operations (0080).
      uiConfig: { deepLinking: true, docExpansion: 'none', requestInterceptor, tryItOutEnabled: false },
      theme: { title: 'Continuum API' },
    });
  });
}
