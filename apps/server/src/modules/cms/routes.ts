import {
  cmsBlock,
  cmsBlockBody,
  cmsBlockKeyParams,
  cmsBlockParams,
  cmsBlockRow,
  cmsBlockVersions,
  cmsPublicBlock,
  pagedReply,
  pagedSearchRequest,
} from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth/actor.js';
import { ADMIN_ONLY } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { BLOCK_EDITORS } from './policy.js';
import { listVersions, readBlock, readBlockByKey, saveBlock, searchBlockList } from './service.js';

/** Staff-only, opened to content editors too: they save blocks inline (000 §6). */
const EDITORS = { access: { authorities: BLOCK_EDITORS }, owner: 'staff' as const };

/** Content blocks (000 §7 PUT api/cms/block[/{id}]; 002 §2 cms-blocks; decision 0079). */
export function cmsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Public: blocks show on public pages (the login notice); a block is site copy, never a learner's data.
    app.get(
      '/api/cms/blocks/:key',
      { schema: { params: cmsBlockKeyParams, response: { 200: cmsPublicBlock } }, config: { access: 'public', owner: 'none' } },
      async (request) => readBlockByKey(ctx, request.params.key),
    );

    app.put(
      '/api/cms/block',
      { schema: { body: cmsBlockBody, response: { 200: cmsBlock, 201: cmsBlock } }, config: EDITORS },
      async (request, reply) => {
        const saved = await saveBlock(ctx, actorOf(request), undefined, request.body);
        return reply.status(saved.created ? 201 : 200).send(saved.block);
      },
    );

    app.put(
      '/api/cms/block/:id',
      { schema: { params: cmsBlockParams, body: cmsBlockBody, response: { 200: cmsBlock } }, config: EDITORS },
      async (request) => (await saveBlock(ctx, actorOf(request), request.params.id, request.body)).block,
    );

    app.get(
      '/api/cms/block/:id',
      { schema: { params: cmsBlockParams, response: { 200: cmsBlock } }, config: ADMIN_ONLY },
      async (request) => readBlock(ctx, request.params.id),
    );

    app.get(
      '/api/cms/block/:id/versions',
      { schema: { params: cmsBlockParams, response: { 200: cmsBlockVersions } }, config: ADMIN_ONLY },
      async (request) => listVersions(ctx, request.params.id),
    );

    app.post(
      '/api/cms/blocks/search',
      { schema: { body: pagedSearchRequest, response: { 200: pagedReply(cmsBlockRow) } }, config: ADMIN_ONLY },
      async (request) => searchBlockList(ctx, request.body),
    );
  };
}
