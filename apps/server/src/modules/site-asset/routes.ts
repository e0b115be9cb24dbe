import { downloadQuery, siteAssetFileParams } from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { sendStoredFile } from '../../platform/storage/send-object.js';
import { holdsLearnerProductOf } from '../product/index.js';
import { canReadSiteAssets } from './policy.js';
import { findSiteAssetFile } from './repo.js';

/**
 * Site-asset files a course package ships (the product's siteAssets urls point here): session
 * required, learners of the product only; inline to view, `?download=true` to save.
 */
export function siteAssetRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx.database;
  return async (f) => {
    f.get(
      '/asset-storage/site-asset/download/:productId/:path',
      { config: { access: 'authenticated', owner: 'none' }, schema: { params: siteAssetFileParams, querystring: downloadQuery } },
      async (request, reply) => {
        const actor = currentUser(request);
        const { productId, path } = request.params;
        if (!canReadSiteAssets(actor, await holdsLearnerProductOf(db, actor.id, productId))) throw notFound('site asset');
        const file = await findSiteAssetFile(db, productId, path);
        if (!file) throw notFound('site asset');
        return sendStoredFile(request, reply, ctx.storage, file, request.query.download === 'true' ? 'attachment' : 'inline');
      },
    );
  };
}
