import {
  glossarySearchBody,
  glossarySearchParams,
  glossarySearchReply,
  glossaryTerm,
  glossaryTermParams,
} from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { getTerm, searchGlossary } from './service.js';

/** 001 §7 Glossary. */
export function glossaryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx.database;
  return async (f) => {
    f.get(
      '/api/glossary/:id',
      {
        config: { access: 'authenticated', owner: 'none' },
        schema: { params: glossaryTermParams, response: { 200: glossaryTerm } },
      },
      (request) => getTerm(db, currentUser(request), request.params.id),
    );

    f.post(
      '/api/glossary/lp/:lpId/search',
      {
        config: { access: 'authenticated', owner: 'learnerProduct' },
        schema: { params: glossarySearchParams, body: glossarySearchBody, response: { 200: glossarySearchReply } },
      },
      (request) => searchGlossary(db, currentUser(request), request.params.lpId, request.body.value),
    );
  };
}
