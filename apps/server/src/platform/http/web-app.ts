import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isServerPath } from './error-handler.js';

/**
 * Serves the built web app. Server prefixes answer unknown routes with JSON 404; every other path
 * gets index.html so the client router handles it.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const index = webDist ? join(webDist, 'index.html') : '';
  const hasWeb = Boolean(webDist && existsSync(index));
  if (hasWeb && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders: (res, path) => {
        res.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexHtml = hasWeb ? readFileSync(index, 'utf8') : null;
  app.setNotFoundHandler((request, reply) => {
    if (isServerPath(request.url) || request.method !== 'GET' || !indexHtml) {
      return reply
        .status(404)
        .send({ status: 404, code: 'ROUTE_NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` });
    }
    return reply.type('text/html').header('Cache-Control', 'no-cache').send(indexHtml);
  });
}
