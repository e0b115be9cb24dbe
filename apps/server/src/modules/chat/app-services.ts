import type { AppContext } from '../../platform/context.js';
import { ChatStreams } from './events.js';
import { ChatHub } from './hub.js';

declare module '../../platform/context.js' {
  interface AppServices {
    /** Which chats this instance's open streams wait for; fed by PostgreSQL's LISTEN (decision 0088). */
    chatHub: ChatHub;
    /** This instance's open chat streams, by user. */
    chatStreams: ChatStreams;
  }
}

/** The chat module's services, built once in buildApp. */
export function chatServices(ctx: Pick<AppContext, 'database' | 'log'>) {
  return { chatHub: new ChatHub(ctx.database, ctx.log), chatStreams: new ChatStreams() };
}
