import { forumParams, forumPost, forumPostBody, forumReply } from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { postToForum, readForum } from './service.js';

export function forumRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (f) => {
    f.get(
      '/api/forum/:id',
      { config: { access: 'authenticated', owner: 'none' }, schema: { params: forumParams, response: { 200: forumReply } } },
      (request) => readForum(ctx, currentUser(request), request.params.id),
    );

    f.post(
      '/api/forum/forumPostUser',
      {
        config: { access: 'authenticated', owner: 'self' },
        schema: { body: forumPostBody, response: { 201: forumPost } },
      },
      async (request, reply) => reply.status(201).send(await postToForum(ctx, currentUser(request), request.body)),
    );
  };
}
