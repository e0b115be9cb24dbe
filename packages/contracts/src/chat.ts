import { z } from 'zod';
import { idField, idParam, text } from './inputs.js';
import { limits } from './limits.js';

/** Live instructor chat (000 §3, §4, §5, §7, §9; 001 §2, §3, §5, §8; decision 0088). */

/** 000 §9: the learner's chat is polled every 6 s (when the push channel is not open). */
export const CHAT_POLL_MS = 6_000;
/** 000 §5, 001 §5: a chat message is at most 4096 characters. */
export const CHAT_MESSAGE_MAX = limits.chatMessageMax;
/** Messages one reply carries at most (a long chat is read in pages of this many, oldest first). */
export const CHAT_REPLY_MESSAGES_MAX = 200;
/** 000 §8, 001 §8: the web's text when a message could not be sent. */
export const CHAT_SEND_ERROR = 'Error sending chat message!';

export const CHAT_STATUSES = ['OPEN', 'ACTIVE', 'ENDED'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
/** The queue's status filters (options.status): one status, or LIVE for every chat not ended. */
export const CHAT_QUEUE_FILTERS = [...CHAT_STATUSES, 'LIVE'] as const;
export type ChatQueueFilter = (typeof CHAT_QUEUE_FILTERS)[number];

/** An ISO-8601 instant (the reply's lastDate echoed back); bounded so a hostile value costs nothing. */
const instant = (field: string) =>
  z
    .string({ error: `${field} must be a date` })
    .max(40, `${field} must be a date`)
    .refine((value) => !Number.isNaN(Date.parse(value)), `${field} must be a date`);

const chatMessageText = (field: string) =>
  text({ error: `${field} must be text` })
    .max(CHAT_MESSAGE_MAX, `${field} must be at most ${CHAT_MESSAGE_MAX} characters`)
    .refine((value) => value.trim().length > 0, `${field} must not be blank`);

/**
 * POST api/support/instructor/chat (000 §7): one call starts, sends to and polls a chat. Without chatId it
 * resumes the caller's open chat of the product (or, with a message, starts one); with a message it sends it;
 * always it answers the messages after lastDate. learningComponentId is the learner's current node;
 * learnerProductId (ours) names the product when no node is given.
 */
export const chatBody = z
  .object({
    chatId: idField('chatId').nullish(),
    lastDate: instant('lastDate').nullish(),
    learningComponentId: idField('learningComponentId').nullish(),
    learnerProductId: idField('learnerProductId').nullish(),
    message: chatMessageText('message').nullish(),
  })
  .refine((b) => b.chatId != null || b.learningComponentId != null || b.learnerProductId != null, {
    message: 'chatId, learningComponentId or learnerProductId is required',
    path: ['learningComponentId'],
  });
export type ChatBody = z.input<typeof chatBody>;

/** One message: fromLearner tells who wrote it (000 §3); who is the writer's display name. */
export const chatMessage = z.object({
  id: z.number().int(),
  message: z.string(),
  fromLearner: z.boolean(),
  who: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** The chat state (000 §3: chatId and lastDate) with the messages after the lastDate asked for. */
export const chatReply = z.object({
  chatId: z.number().int().nullable(),
  lastDate: z.string().nullable(),
  status: z.enum(CHAT_STATUSES).nullable(),
  messages: z.array(chatMessage),
});
export type ChatReply = z.infer<typeof chatReply>;

export const chatParams = z.object({ chatId: idParam('chatId') });
/** The push channel's start: the lastDate already shown (EventSource's Last-Event-ID takes over on reconnects). */
export const chatEventsQuery = z.object({ lastDate: instant('lastDate').optional() });

/** POST api/instructor/chats/{chatId}: the instructor's reply (optional) and poll, as the learner's call. */
export const staffChatBody = z.object({
  lastDate: instant('lastDate').nullish(),
  message: chatMessageText('message').nullish(),
});
export type StaffChatBody = z.input<typeof staffChatBody>;

/** One row of the instructor console's queue (POST api/instructor/chats/search). */
export const chatQueueRow = z.object({
  chatId: z.number().int(),
  status: z.enum(CHAT_STATUSES),
  learnerName: z.string(),
  login: z.string(),
  courseTitle: z.string(),
  learnerProductId: z.number().int(),
  nodeId: z.number().int().nullable(),
  nodeTitle: z.string().nullable(),
  instructorName: z.string().nullable(),
  startedAt: z.string(),
  lastMessageAt: z.string(),
  lastMessage: z.string(),
  lastFromLearner: z.boolean(),
});
export type ChatQueueRow = z.infer<typeof chatQueueRow>;
