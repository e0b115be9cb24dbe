import {
  Authority,
  chatBody,
  chatEventsQuery,
  chatParams,
  chatQueueRow,
  chatReply,
  pagedReply,
  pagedSearchRequest,
  staffChatBody,
} from '@continuum/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Access, currentUser, type Owner } from '../../platform/auth/guard-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { streamChat, wantsStream } from './events.js';
import {
  chatState,
  learnerChat,
  learnerEndsChat,
  learnersOwnChat,
  searchChatQueue,
  staffChat,
  staffChatCall,
  staffEndsChat,
} from './service.js';

const sinceOf = (lastDate: string | undefined) => (lastDate ? new Date(lastDate) : undefined);

/** The learner's chat about their own learner product, named in the body (another's is 404). */
const LEARNER = { access: 'authenticated' as const, owner: 'learnerProduct' as const };
/** The learner's own chat, named by its id (another's is 404). */
const OWN_CHAT = { access: 'authenticated' as const, owner: 'self' as const };
/** Instructors (their assigned products' chats) and administrators (every product's). */
const STAFF: { access: Access; owner: Owner } = {
  access: { authorities: [Authority.ADMIN, Authority.INSTRUCTOR] },
  owner: 'staff',
};

/**
 * Live chat (000 §7 POST api/support/instructor/chat; the push channel and the console's calls; decision 0088). The
 * events calls stream to a browser's EventSource (Accept: text/event-stream); any other caller gets the state once.
 */
export function chatRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const { chatHub: hub, chatStreams: streams } = ctx.services;

    app.post(
      '/api/support/instructor/chat',
      { schema: { body: chatBody, response: { 200: chatReply } }, config: LEARNER },
      (request) => learnerChat(ctx, currentUser(request), request.body),
    );

    app.post(
      '/api/support/instructor/chat/:chatId/end',
      { schema: { params: chatParams, response: { 200: chatReply } }, config: OWN_CHAT },
      (request) => learnerEndsChat(ctx, currentUser(request), request.params.chatId),
    );

    app.get(
      '/api/support/instructor/chat/:chatId/events',
      { schema: { params: chatParams, querystring: chatEventsQuery, response: { 200: chatReply } }, config: OWN_CHAT },
      async (request, reply) => {
        const user = currentUser(request);
        const { chatId } = request.params;
        const chat = await learnersOwnChat(ctx, user, chatId);
        if (!wantsStream(request)) return chatState(ctx.database.db, chat, sinceOf(request.query.lastDate));
        await streamChat(ctx, { hub, streams }, request, reply, user.id, chat, request.query.lastDate, () =>
          learnersOwnChat(ctx, user, chatId),
        );
      },
    );

    app.post(
      '/api/instructor/chats/search',
      {
        schema: { body: pagedSearchRequest, response: { 200: pagedReply(chatQueueRow) } },
        config: { ...STAFF, learnerRead: true },
      },
      (request) => searchChatQueue(ctx, currentUser(request), request.body),
    );

    app.post(
      '/api/instructor/chats/:chatId',
      { schema: { params: chatParams, body: staffChatBody, response: { 200: chatReply } }, config: STAFF },
      (request) => staffChatCall(ctx, currentUser(request), request.params.chatId, request.body),
    );

    app.post(
      '/api/instructor/chats/:chatId/end',
      { schema: { params: chatParams, response: { 200: chatReply } }, config: STAFF },
      (request) => staffEndsChat(ctx, currentUser(request), request.params.chatId),
    );

    app.get(
      '/api/instructor/chats/:chatId/events',
      { schema: { params: chatParams, querystring: chatEventsQuery, response: { 200: chatReply } }, config: STAFF },
      async (request, reply) => {
        const user = currentUser(request);
        const { chatId } = request.params;
        const chat = await staffChat(ctx, user, chatId);
        if (!wantsStream(request)) return chatState(ctx.database.db, chat, sinceOf(request.query.lastDate));
        await streamChat(ctx, { hub, streams }, request, reply, user.id, chat, request.query.lastDate, () =>
          staffChat(ctx, user, chatId),
        );
      },
    );

    // Open streams would hold the server open: they end first, then the LISTEN connection closes.
    app.addHook('preClose', async () => streams.endAll());
    app.addHook('onClose', async () => hub.close());
  };
}
