import { lessonImageParams } from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../../platform/context.js';
import { notFound } from '../../../platform/errors.js';
import { sendStoredFile } from '../../../platform/storage/send-object.js';
import { canReadLearnerProduct } from '../../product/index.js';
import { findLessonImage } from './image-repo.js';

/**
 * GET asset-storage/lesson/{lpId}/{lessonId}/{path}: an image a lesson's slides draw (a hot-spot
 * background), from the storage, to the learner of that learner product only (anyone else: 404, as if
 * it did not exist). SVG is served as an image with a sandboxing CSP, so opening it as a page runs
 * nothing (decision 0039).
 */
export function lessonImageRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx.database;
  return async (f) => {
    f.get(
      '/asset-storage/lesson/:lpId/:lessonId/:path',
      { config: { access: 'authenticated', owner: 'learnerProduct' }, schema: { params: lessonImageParams } },
      async (request, reply) => {
        const { lpId, lessonId, path } = request.params;
        const image = await findLessonImage(db, lpId, lessonId, path);
        if (!image || !canReadLearnerProduct(currentUser(request), image)) throw notFound('lesson image');
        reply
          .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .header('Cache-Control', 'private, max-age=3600');
        return sendStoredFile(request, reply, ctx.storage, image.file, 'inline');
      },
    );
  };
}
