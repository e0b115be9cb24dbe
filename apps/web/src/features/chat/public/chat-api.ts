import type { ChatBody, ChatReply, StaffChatBody } from '@continuum/contracts';
import { http } from '@/shared/http/client';

// The chat's calls (000 §7; decision 0088). Each screen shows its own failure ('Error sending chat message!').

/** POST api/support/instructor/chat: the learner's start, send and poll in one call. */
export const postLearnerChat = (body: ChatBody) => http<ChatReply>('api/support/instructor/chat', { method: 'POST', body });

/** POST api/support/instructor/chat/{chatId}/end. */
export const endLearnerChat = (chatId: number) =>
  http<ChatReply>(`api/support/instructor/chat/${chatId}/end`, { method: 'POST' });

/** The learner's push channel. */
export const learnerEventsPath = (chatId: number) => `/api/support/instructor/chat/${chatId}/events`;

/** POST api/instructor/chats/{chatId}: the instructor's reply and poll. */
export const postStaffChat = (chatId: number, body: StaffChatBody) =>
  http<ChatReply>(`api/instructor/chats/${chatId}`, { method: 'POST', body });

/** POST api/instructor/chats/{chatId}/end. */
export const endStaffChat = (chatId: number) => http<ChatReply>(`api/instructor/chats/${chatId}/end`, { method: 'POST' });

/** The instructor's push channel for one chat. */
export const staffEventsPath = (chatId: number) => `/api/instructor/chats/${chatId}/events`;
