import {
  Authority,
  CHAT_QUEUE_FILTERS,
  CHAT_REPLY_MESSAGES_MAX,
  type ChatQueueFilter,
  type ChatQueueRow,
  type ChatReply,
  type chatBody,
  type Paged,
  type PagedSearch,
  type staffChatBody,
} from '@continuum/contracts';
import type { z } from 'zod';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { knownKeys, pageOf } from '../../platform/db/paged-search.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { nodeProductIdSql } from '../catalog/index.js';
import { notifyInstructorReply } from '../notification/index.js';
import { findLearnerProductWithLearner, findUserLearnerProductId, mayStaffProduct } from '../product/index.js';
import { isLearnersChat } from './policy.js';
import * as repo from './repo.js';

type LearnerInput = z.output<typeof chatBody>;
type StaffInput = z.output<typeof staffChatBody>;
type Actor = Pick<SessionUser, 'id' | 'authorities' | 'firstName' | 'lastName' | 'login'>;

const chatEnded = () => new AppError('CHAT_ENDED', 409, 'the chat has ended');

const nameOf = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/** The chat's state and its messages after lastDate (000 §3: chatId, lastDate, messages). */
export async function chatState(db: Db, chat: repo.ChatRow | undefined, lastDate: Date | undefined): Promise<ChatReply> {
  if (!chat) return { chatId: null, lastDate: lastDate?.toISOString() ?? null, status: null, messages: [] };
  const rows = await repo.messagesAfter(db, chat.id, lastDate, CHAT_REPLY_MESSAGES_MAX);
  const last = rows.at(-1)?.createdAt ?? lastDate;
  return {
    chatId: chat.id,
    lastDate: last?.toISOString() ?? null,
    status: chat.status,
    messages: rows.map((r) => ({
      id: r.id,
      message: r.message,
      fromLearner: r.fromLearner,
      who: nameOf(r.firstName, r.lastName),
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** A message's time: now, or just after the chat's last one (the lastDate cursor needs strictly increasing times). */
function nextMessageTime(ctx: AppContext, chat: repo.ChatRow): Date {
  const now = ctx.clock.now();
  return now.getTime() > chat.lastMessageAt.getTime() ? now : new Date(chat.lastMessageAt.getTime() + 1);
}

/** The caller's learner product the body names (by node, by id, or both agreeing), or 404. */
async function ownLearnerProduct(ctx: AppContext, user: SessionUser, body: LearnerInput) {
  const { db } = ctx.database;
  let lpId = body.learnerProductId ?? undefined;
  if (body.learningComponentId != null) {
    lpId = await findUserLearnerProductId(db, user.id, nodeProductIdSql(body.learningComponentId), lpId);
    if (lpId === undefined) throw notFound('learning component');
  }
  if (lpId === undefined) throw notFound('learner product');
  const row = await findLearnerProductWithLearner(db, lpId);
  if (!row || row.lp.userId !== user.id) throw notFound('learner product');
  return row.lp;
}

/**
 * The poll's usual case, answered from this instance's memory (decision 0100): the learner's own chat, at its own
 * node, asked for messages after a time no earlier than its last message's. Anything else (a message to send, a
 * chat not in memory or changed since, another node) returns undefined and goes to the database.
 */
async function quietPoll(ctx: AppContext, user: SessionUser, body: LearnerInput): Promise<ChatReply | undefined> {
  if (body.chatId == null || body.message != null || body.lastDate == null) return undefined;
  const facts = ctx.services.chatPollCache.get(body.chatId);
  if (!facts || !isLearnersChat(user, facts)) return undefined;
  if (body.learningComponentId != null && body.learningComponentId !== facts.nodeId) return undefined;
  if (body.learnerProductId != null && body.learnerProductId !== facts.learnerProductId) return undefined;
  const lastDate = new Date(body.lastDate);
  if (lastDate.getTime() < facts.lastMessageAt.getTime()) return undefined;
  // The memory is only trusted while this instance hears every change (the hub's LISTEN is up).
  if (!(await ctx.services.chatHub.listening())) return undefined;
  return { chatId: facts.id, lastDate: lastDate.toISOString(), status: facts.status, messages: [] };
}

/**
 * POST api/support/instructor/chat (000 §7): starts (first message), sends to and polls the learner's own chat,
 * which carries the learner's current node. A message to an ended chat starts a new one.
 */
export async function learnerChat(ctx: AppContext, user: SessionUser, body: LearnerInput): Promise<ChatReply> {
  const quiet = await quietPoll(ctx, user, body);
  if (quiet) return quiet;
  const { db } = ctx.database;
  let chat: repo.ChatRow | undefined;
  if (body.chatId != null) {
    const cache = (await ctx.services.chatHub.listening()) ? ctx.services.chatPollCache : undefined;
    const mark = cache?.mark();
    chat = await repo.findChat(db, body.chatId);
    if (!chat || !isLearnersChat(user, chat)) throw notFound('chat');
    if (cache && mark !== undefined) cache.remember(chat, mark);
    // The poll's usual case names the chat's own node and product: already checked when written, no re-read.
    const sameNode = body.learningComponentId == null || body.learningComponentId === chat.nodeId;
    const sameLp = body.learnerProductId == null || body.learnerProductId === chat.learnerProductId;
    if (!(sameNode && sameLp)) {
      const lp = await ownLearnerProduct(ctx, user, body);
      if (lp.id !== chat.learnerProductId) throw notFound('chat');
    }
  } else {
    const lp = await ownLearnerProduct(ctx, user, body);
    chat = await repo.findOpenChat(db, lp.id);
    if (!chat && body.message != null) {
      chat = await startChat(ctx, user, lp, body);
      return chatState(db, chat, undefined);
    }
  }
  const lastDate = body.lastDate == null ? undefined : new Date(body.lastDate);
  if (!chat) return chatState(db, undefined, lastDate);
  const nodeId = body.learningComponentId ?? chat.nodeId;
  if (body.message != null) {
    if (chat.status === 'ENDED') {
      const fresh = await startChat(
        ctx,
        user,
        { id: chat.learnerProductId, productId: chat.productId },
        { ...body, learningComponentId: nodeId },
      );
      return chatState(db, fresh, undefined);
    }
    chat = await sendMessage(ctx, chat.id, { fromLearner: true, authorUserId: user.id, message: body.message, nodeId });
  } else if (nodeId !== chat.nodeId && chat.status !== 'ENDED') {
    // The learner moved on: the queue shows where they are now (no event; the queue is re-read).
    await repo.updateChat(db, chat.id, { nodeId });
    forgetPolled(ctx, chat.id);
  }
  return chatState(db, chat, lastDate);
}

async function startChat(
  ctx: AppContext,
  user: SessionUser,
  lp: { id: number; productId: number },
  body: LearnerInput,
): Promise<repo.ChatRow> {
  const message = body.message ?? '';
  return ctx.database.db.transaction(async (tx) => {
    const at = ctx.clock.now();
    const chat = await repo.insertChat(tx, {
      learnerProductId: lp.id,
      userId: user.id,
      productId: lp.productId,
      nodeId: body.learningComponentId ?? null,
      at,
    });
    await repo.insertMessage(tx, { chatId: chat.id, fromLearner: true, authorUserId: user.id, message, createdAt: at });
    await repo.notifyChat(tx, chat.id);
    return chat;
  });
}

/** Appends a message in one transaction (the chat locked), answers an open chat when staff write, and notifies. */
async function sendMessage(
  ctx: AppContext,
  chatId: number,
  m: { fromLearner: boolean; authorUserId: number; message: string; nodeId?: number | null; authorName?: string },
): Promise<repo.ChatRow> {
  const sent = await ctx.database.db.transaction(async (tx) => {
    const chat = await repo.lockChat(tx, chatId);
    if (!chat) throw notFound('chat');
    if (chat.status === 'ENDED') throw chatEnded();
    const createdAt = nextMessageTime(ctx, chat);
    const changes: Partial<repo.ChatRow> = { lastMessageAt: createdAt };
    if (m.nodeId !== undefined) changes.nodeId = m.nodeId;
    if (!m.fromLearner && chat.status === 'OPEN') {
      Object.assign(changes, { status: 'ACTIVE', instructorUserId: m.authorUserId, answeredAt: createdAt });
    }
    await repo.insertMessage(tx, {
      chatId,
      fromLearner: m.fromLearner,
      authorUserId: m.authorUserId,
      message: m.message,
      createdAt,
    });
    await repo.updateChat(tx, chatId, changes);
    await repo.notifyChat(tx, chatId);
    // The learner may have closed the page: the reply also waits in their notifications (decision 0089).
    if (!m.fromLearner) {
      await notifyInstructorReply(tx, ctx.clock, {
        learnerProductId: chat.learnerProductId,
        instructorName: m.authorName ?? '',
        message: m.message,
      });
    }
    return { ...chat, ...changes };
  });
  forgetPolled(ctx, chatId);
  return sent;
}

/**
 * After a write has committed, this instance forgets the chat at once rather than when its own NOTIFY comes back:
 * whoever the writer tells next (the learner polling this instance) sees the write. Other instances forget it when
 * they hear the NOTIFY, milliseconds later (decision 0100).
 */
function forgetPolled(ctx: AppContext, chatId: number): void {
  ctx.services.chatPollCache.changed(chatId);
}

/** Ends the chat (idempotent) and tells its streams. */
async function endChat(ctx: AppContext, chat: repo.ChatRow): Promise<repo.ChatRow> {
  if (chat.status === 'ENDED') return chat;
  const ended = await ctx.database.db.transaction(async (tx) => {
    const locked = await repo.lockChat(tx, chat.id);
    if (!locked) throw notFound('chat');
    if (locked.status === 'ENDED') return locked;
    const endedAt = ctx.clock.now();
    await repo.updateChat(tx, chat.id, { status: 'ENDED', endedAt });
    await repo.notifyChat(tx, chat.id);
    return { ...locked, status: 'ENDED' as const, endedAt };
  });
  forgetPolled(ctx, chat.id);
  return ended;
}

/** The learner's own chat, or 404 (someone else's or unknown). */
export async function learnersOwnChat(ctx: AppContext, user: SessionUser, chatId: number): Promise<repo.ChatRow> {
  const chat = await repo.findChat(ctx.database.db, chatId);
  if (!chat || !isLearnersChat(user, chat)) throw notFound('chat');
  return chat;
}

/** POST api/support/instructor/chat/{chatId}/end: the learner stops the chat (000 §4 "started and stopped"). */
export async function learnerEndsChat(ctx: AppContext, user: SessionUser, chatId: number): Promise<ChatReply> {
  const chat = await endChat(ctx, await learnersOwnChat(ctx, user, chatId));
  return chatState(ctx.database.db, chat, ctx.clock.now());
}

/** A chat staff may answer: an instructor's assigned products, every product for administrators; else 404. */
export async function staffChat(ctx: AppContext, actor: Actor, chatId: number): Promise<repo.ChatRow> {
  const chat = await repo.findChat(ctx.database.db, chatId);
  if (!chat || !(await mayStaffProduct(ctx.database.db, actor, chat.productId))) throw notFound('chat');
  return chat;
}

/** POST api/instructor/chats/{chatId}: the instructor's reply (the first answers the chat) and poll. */
export async function staffChatCall(ctx: AppContext, actor: Actor, chatId: number, body: StaffInput): Promise<ChatReply> {
  let chat = await staffChat(ctx, actor, chatId);
  if (body.message != null) {
    chat = await sendMessage(ctx, chat.id, {
      fromLearner: false,
      authorUserId: actor.id,
      message: body.message,
      authorName: nameOf(actor.firstName, actor.lastName) || actor.login,
    });
  }
  return chatState(ctx.database.db, chat, body.lastDate == null ? undefined : new Date(body.lastDate));
}

/** POST api/instructor/chats/{chatId}/end. */
export async function staffEndsChat(ctx: AppContext, actor: Actor, chatId: number): Promise<ChatReply> {
  const chat = await endChat(ctx, await staffChat(ctx, actor, chatId));
  return chatState(ctx.database.db, chat, ctx.clock.now());
}

/** POST api/instructor/chats/search: the console's queue (options.status filters), newest activity first. */
export async function searchChatQueue(ctx: AppContext, actor: Actor, search: PagedSearch): Promise<Paged<ChatQueueRow>> {
  knownKeys(search.options, ['status'], 'options');
  knownKeys(search.extraSearchData, [], 'extraSearchData');
  const status = search.options?.status;
  if (status !== undefined && !CHAT_QUEUE_FILTERS.includes(status as ChatQueueFilter)) {
    throw badRequest('options.status', `status must be one of ${CHAT_QUEUE_FILTERS.join(', ')}`);
  }
  const scope = actor.authorities.includes(Authority.ADMIN) ? undefined : actor.id;
  const { db } = ctx.database;
  const { rows, instructors, total } = await repo.searchQueue(db, search, status as ChatQueueFilter | undefined, scope);
  return pageOf(
    search,
    rows.map(({ instructorUserId, ...r }) => {
      const who = instructors.find((i) => i.id === instructorUserId);
      return {
        ...r,
        instructorName: who ? nameOf(who.firstName, who.lastName) || who.login : null,
        startedAt: r.startedAt.toISOString(),
        lastMessageAt: r.lastMessageAt.toISOString(),
      };
    }),
    total,
  );
}
