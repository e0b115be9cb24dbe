import {
  Authority,
  forumComment,
  forumCommentBody,
  forumParams,
  forumPost,
  forumPostBody,
  forumReply,
  forumReportParams,
  forumReportReply,
  forumReportRow,
  forumVote,
  forumVoteBody,
  okReply,
  pagedReply,
  pagedSearchRequest,
} from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth/actor.js';
import { type Access, currentUser, type Owner } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { commentOnPost, removeVote, reportItem, voteOnPost } from './activity.js';
import { decideReport, searchReportList } from './moderation.js';
import { postToForum, readForum } from './service.js';

const LEARNER_WRITE = { access: 'authenticated', owner: 'self' } as const;
/** Moderators: administrators, and instructors for the products they are assigned to (decision 0085). */
const MODERATORS: { access: Access; owner: Owner } = {
  access: { authorities: [Authority.ADMIN, Authority.INSTRUCTOR] },
  owner: 'staff',
};

export function forumRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (f) => {
    f.get(
      '/api/forum/:id',
      { config: { access: 'authenticated', owner: 'none' }, schema: { params: forumParams, response: { 200: forumReply } } },
      (request) => readForum(ctx, currentUser(request), request.params.id),
    );

    f.get(
      '/api/forum/user/:id',
      { config: { access: 'authenticated', owner: 'self' }, schema: { params: forumParams, response: { 200: forumReply } } },
      (request) => readForum(ctx, currentUser(request), request.params.id, true),
    );

    f.post(
      '/api/forum/forumPostUser',
      { config: LEARNER_WRITE, schema: { body: forumPostBody, response: { 201: forumPost } } },
      async (request, reply) => reply.status(201).send(await postToForum(ctx, currentUser(request), request.body)),
    );

    f.post(
      '/api/forum/forumComment',
      { config: LEARNER_WRITE, schema: { body: forumCommentBody, response: { 201: forumComment } } },
      async (request, reply) => reply.status(201).send(await commentOnPost(ctx, currentUser(request), request.body)),
    );

    f.post(
      '/api/forum/forumPost/markInappropriate/:id',
      { config: LEARNER_WRITE, schema: { params: forumParams, response: { 201: forumReportReply } } },
      async (request, reply) =>
        reply.status(201).send({ reportId: await reportItem(ctx, currentUser(request), 'post', request.params.id) }),
    );

    f.post(
      '/api/forum/forumComment/markInappropriate/:id',
      { config: LEARNER_WRITE, schema: { params: forumParams, response: { 201: forumReportReply } } },
      async (request, reply) =>
        reply.status(201).send({ reportId: await reportItem(ctx, currentUser(request), 'comment', request.params.id) }),
    );

    f.post(
      '/api/forum/forumPost/vote',
      { config: LEARNER_WRITE, schema: { body: forumVoteBody, response: { 200: forumVote } } },
      (request) => voteOnPost(ctx, currentUser(request), request.body),
    );

    f.delete(
      '/api/forum/forumPost/vote/:id',
      { config: LEARNER_WRITE, schema: { params: forumParams, response: { 200: okReply } } },
      async (request) => {
        await removeVote(ctx, currentUser(request), request.params.id);
        return { ok: true as const };
      },
    );

    f.post(
      '/api/forum/reports/search',
      { config: MODERATORS, schema: { body: pagedSearchRequest, response: { 200: pagedReply(forumReportRow) } } },
      (request) => searchReportList(ctx, currentUser(request), request.body),
    );

    for (const decision of ['keep', 'remove'] as const) {
      f.post(
        `/api/forum/reports/:reportId/${decision}`,
        { config: MODERATORS, schema: { params: forumReportParams, response: { 200: okReply } } },
        async (request) => {
          await decideReport(ctx, actorOf(request), request.params.reportId, decision);
          return { ok: true as const };
        },
      );
    }
  };
}
