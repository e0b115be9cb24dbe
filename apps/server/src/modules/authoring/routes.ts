import {
  Authority,
  authoringEmptyBody,
  authoringGrantBody,
  authoringGrantReply,
  authoringLineagesReply,
  draftNodeAddBody,
  draftNodeBody,
  draftNodeDeleteBody,
  draftNodeMoveBody,
  draftParams,
  draftQuestionBody,
  draftReply,
  draftSaveConflict,
  draftSaveReply,
  draftSlideBody,
  draftTreeChangeReply,
  draftTreeReply,
  lineageParams,
  markdownPreviewBody,
  markdownPreviewReply,
  productVersionsReply,
  versionDiffQuery,
  versionDiffReply,
} from '@continuum/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Access, ADMIN_ONLY, currentUser, type Owner } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { renderSlideMarkdown } from '../lesson/index.js';
import { StaleSaveError, saveNode, saveQuestion, saveSlide } from './draft-edits.js';
import { readDraftTree } from './draft-tree.js';
import { grantLineage, withdrawLineage } from './grants.js';
import { listLineages } from './lineages.js';
import { addNode, deleteNode, moveNode } from './tree-edits.js';
import { diffVersions } from './version-diff.js';
import { createDraft, listVersions, publishDraft } from './versions.js';

/** Authors and administrators; which lineage an author may touch is the service's check (decision 0163). */
const AUTHORS: { access: Access; owner: Owner } = {
  access: { authorities: [Authority.ADMIN, Authority.AUTHOR] },
  owner: 'staff',
};

/** A stale save answers 409 with the item as it now is (decision 0164). */
async function orConflict<T>(reply: FastifyReply, save: Promise<T>) {
  try {
    return await save;
  } catch (e) {
    if (!(e instanceof StaleSaveError)) throw e;
    return reply.code(409).send({ status: 409, code: 'AUTHORING_STALE', message: e.message, current: e.current });
  }
}

const saveSchema = { params: draftParams, response: { 200: draftSaveReply, 409: draftSaveConflict } };
const treeSchema = { params: draftParams, response: { 200: draftTreeChangeReply, 409: draftSaveConflict } };

/** Authoring (issue 30): lineages, drafts, edits with optimistic concurrency, publishing, diffs, grants. */
export function authoringRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/authoring/lineages', { schema: { response: { 200: authoringLineagesReply } }, config: AUTHORS }, (request) =>
      listLineages(ctx, currentUser(request)),
    );
    app.post(
      '/api/authoring/markdown-preview',
      { schema: { body: markdownPreviewBody, response: { 200: markdownPreviewReply } }, config: AUTHORS },
      (request) => ({ html: renderSlideMarkdown(request.body.content) }),
    );
    app.get(
      '/api/authoring/drafts/:productId/tree',
      { schema: { params: draftParams, response: { 200: draftTreeReply } }, config: AUTHORS },
      (request) => readDraftTree(ctx, currentUser(request), request.params.productId),
    );
    app.post(
      '/api/authoring/drafts/:productId/nodes',
      { schema: { ...treeSchema, body: draftNodeAddBody }, config: AUTHORS },
      (request, reply) => orConflict(reply, addNode(ctx, currentUser(request), request.params.productId, request.body)),
    );
    app.post(
      '/api/authoring/drafts/:productId/nodes/move',
      { schema: { ...treeSchema, body: draftNodeMoveBody }, config: AUTHORS },
      (request, reply) => orConflict(reply, moveNode(ctx, currentUser(request), request.params.productId, request.body)),
    );
    app.post(
      '/api/authoring/drafts/:productId/nodes/delete',
      { schema: { ...treeSchema, body: draftNodeDeleteBody }, config: AUTHORS },
      (request, reply) => orConflict(reply, deleteNode(ctx, currentUser(request), request.params.productId, request.body)),
    );
    app.get(
      '/api/authoring/lineages/:lineage/versions',
      { schema: { params: lineageParams, response: { 200: productVersionsReply } }, config: AUTHORS },
      (request) => listVersions(ctx, currentUser(request), request.params.lineage),
    );
    app.post(
      '/api/authoring/lineages/:lineage/draft',
      { schema: { params: lineageParams, body: authoringEmptyBody, response: { 201: draftReply } }, config: AUTHORS },
      async (request, reply) => reply.code(201).send(await createDraft(ctx, currentUser(request), request.params.lineage)),
    );
    app.get(
      '/api/authoring/lineages/:lineage/diff',
      { schema: { params: lineageParams, querystring: versionDiffQuery, response: { 200: versionDiffReply } }, config: AUTHORS },
      (request) => diffVersions(ctx, currentUser(request), request.params.lineage, request.query.from, request.query.to),
    );
    app.put(
      '/api/authoring/drafts/:productId/node',
      { schema: { ...saveSchema, body: draftNodeBody }, config: AUTHORS },
      (request, reply) => orConflict(reply, saveNode(ctx, currentUser(request), request.params.productId, request.body)),
    );
    app.put(
      '/api/authoring/drafts/:productId/slide',
      { schema: { ...saveSchema, body: draftSlideBody }, config: AUTHORS },
      (request, reply) => orConflict(reply, saveSlide(ctx, currentUser(request), request.params.productId, request.body)),
    );
    app.put(
      '/api/authoring/drafts/:productId/question',
      { schema: { ...saveSchema, body: draftQuestionBody }, config: AUTHORS },
      (request, reply) => orConflict(reply, saveQuestion(ctx, currentUser(request), request.params.productId, request.body)),
    );
    app.post(
      '/api/authoring/drafts/:productId/publish',
      { schema: { params: draftParams, body: authoringEmptyBody, response: { 200: draftReply } }, config: AUTHORS },
      (request) => publishDraft(ctx, currentUser(request), request.params.productId),
    );
    app.post(
      '/api/authoring/grants',
      { schema: { body: authoringGrantBody, response: { 201: authoringGrantReply } }, config: ADMIN_ONLY },
      async (request, reply) => reply.code(201).send(await grantLineage(ctx, currentUser(request), request.body)),
    );
    app.delete(
      '/api/authoring/grants',
      { schema: { body: authoringGrantBody, response: { 200: authoringGrantReply } }, config: ADMIN_ONLY },
      (request) => withdrawLineage(ctx, currentUser(request), request.body),
    );
  };
}
