import type { AppContext } from '../../platform/context.js';
import { ChatStreams } from './events.js';
import { ChatHub } from './hub.js';
import { ChatPollCache } from './poll-cache.js';

declare module '../../platform/context.js' {
  interface AppServices {
    /** Which chats this instance's open streams wait for; fed by PostgreSQL's LISTEN (decision 0088). */
    chatHub: ChatHub;
    /** Chats' last message times, so a poll with nothing new needs no database read (decision 0100). */
    chatPollCache: ChatPollCache;
    /** This instance's open chat streams, by user. */
    chatStreams: ChatStreams;
  }
}

/** The chat module's services, built once in buildApp. */
export function chatServices(ctx: Pick<AppContext, 'database' | 'log'>) {
  const chatPollCache = new ChatPollCache();
  return {
    chatHub: new ChatHub(ctx.database, ctx.log, (chatId) => chatPollCache.changed(chatId)),
    chatPollCache,
    chatStreams: new ChatStreams(),
  };
}
