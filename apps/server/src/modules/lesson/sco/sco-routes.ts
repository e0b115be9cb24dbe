import { scoFileParams, scoRuntimeBody, scoRuntimeParams, scoRuntimeReply } from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../../platform/context.js';
import { notFound } from '../../../platform/errors.js';
import { sendStoredFile } from '../../../platform/storage/send-object.js';
import { commitScoRuntime, getScoRuntime, packageFilesOf } from './sco-service.js';

/**
 * A SCO's page may run its own scripts (inline ones included: packages are written so) and load what its package
 * ships, from our origin only; only our own pages may frame it (decision 0199).
 */
const SCO_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "form-action 'self'",
].join(';');

export function scoRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (f) => {
    f.get(
      '/api/lesson/:lpId/:lessonId/sco/:slideId/runtime',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: scoRuntimeParams, response: { 200: scoRuntimeReply } },
      },
      async (request) => getScoRuntime(ctx, currentUser(request), request.params),
    );

    f.put(
      '/api/lesson/:lpId/:lessonId/sco/:slideId/runtime',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: scoRuntimeParams, body: scoRuntimeBody, response: { 200: scoRuntimeReply } },
        bodyLimit: 512 * 1024,
      },
      async (request) => commitScoRuntime(ctx, currentUser(request), request.params, request.body.cmi),
    );

    // The package's files on our own origin, so the SCO finds the runtime's API in its parent window; its relative
    // links resolve below the same address. Only the learner of that learner product, while the lesson is open to them.
    f.get(
      '/asset-storage/sco/:lpId/:lessonId/:slideId/*',
      { config: { access: 'authenticated', owner: 'learnerProduct' }, schema: { params: scoFileParams } },
      async (request, reply) => {
        const { lpId, lessonId, slideId } = request.params;
        const path = request.params['*'];
        const files = await packageFilesOf(ctx, currentUser(request), { lpId, lessonId, slideId });
        const file = Object.hasOwn(files, path) ? files[path] : undefined;
        if (!file) throw notFound('SCORM file');
        reply
          .header('Content-Security-Policy', SCO_CSP)
          .header('X-Frame-Options', 'SAMEORIGIN')
          .header('Cache-Control', 'private, max-age=3600');
        return sendStoredFile(
          request,
          reply,
          ctx.storage,
          { storageKey: file.key, fileName: path.split('/').pop() ?? path, mediaType: file.type, size: file.size },
          'inline',
        );
      },
    );
  };
}
