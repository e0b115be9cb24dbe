import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isServerPath } from './error-handler.js';

/** Content-hashed build output: a changed file gets a new name, so browsers may keep these for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app. Server prefixes answer unknown routes with JSON 404; every other path
 * gets index.html so the client router handles it. The build leaves brotli and gzip copies beside each
 * text file (scripts/precompress-web.mjs); the static handler picks one by Accept-Encoding and says
 * `Vary: Accept-Encoding`, the plain file when the client accepts neither (decision 0063).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const hasWeb = Boolean(webDist && existsSync(join(webDist, 'index.html')));
  if (hasWeb && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Hashed assets never change; index.html and the other unhashed files (i18n) must always be revalidated.
      // Judged on the path inside dist, so a dist folder that itself sits under some "assets" folder changes nothing.
      setHeaders: (reply, path) => {
        const inDist = relative(webDist, path).split(sep).join('/');
        reply.header('Cache-Control', inDist.startsWith('assets/') ? IMMUTABLE : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (isServerPath(request.url) || request.method !== 'GET' || !hasWeb) {
      return reply
        .status(404)
        .send({ status: 404, code: 'ROUTE_NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` });
    }
    // Through the static handler, so the client routes get the compressed index.html and its headers too.
    return reply.sendFile('index.html');
  });
}
