import type { ChatReply } from '@continuum/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { ChatHub } from './hub.js';
import type { ChatRow } from './repo.js';
import { chatState } from './service.js';

/** A comment line this often keeps proxies (nginx's 60 s read timeout) from closing a quiet stream. */
export const CHAT_STREAM_PING_MS = 20_000;
/** A stream ends after this long; the browser reconnects (Last-Event-ID) and is authorised again. */
export const CHAT_STREAM_MAX_MS = 5 * 60_000;
/** The browser's wait before reconnecting a dropped stream. */
export const CHAT_STREAM_RETRY_MS = 2_000;
/** Streams one user may hold open on one instance (tabs, consoles); past it 429. */
export const CHAT_STREAMS_PER_USER = 8;

/** Open streams of one app, by user, so close() ends them and a user cannot open without bound. */
export class ChatStreams {
  private readonly byUser = new Map<number, Set<() => void>>();

  open(userId: number, end: () => void): () => void {
    let set = this.byUser.get(userId);
    if (!set) {
      set = new Set();
      this.byUser.set(userId, set);
    }
    if (set.size >= CHAT_STREAMS_PER_USER) throw new AppError('TOO_MANY_STREAMS', 429, 'too many chat streams open');
    set.add(end);
    return () => {
      set.delete(end);
      if (set.size === 0) this.byUser.delete(userId);
    };
  }

  endAll(): void {
    for (const set of [...this.byUser.values()]) for (const end of [...set]) end();
  }
}

/** EventSource asks for text/event-stream; other callers (scripts, probes) get the poll's reply once. */
export function wantsStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/event-stream');
}

/** The lastDate a stream starts from: the reconnecting browser's Last-Event-ID, else the query's. */
function startDate(request: FastifyRequest, queryLastDate: string | undefined): Date | undefined {
  const header = request.headers['last-event-id'];
  for (const value of [typeof header === 'string' ? header : undefined, queryLastDate]) {
    if (value && value.length <= 40 && !Number.isNaN(Date.parse(value))) return new Date(value);
  }
  return undefined;
}

/**
 * The push channel (server-sent events, decision 0088): one `chat` event carrying exactly the poll's reply each
 * time the chat changes on any instance (heard through PostgreSQL), the first one at once. The event id is the
 * reply's lastDate, so a reconnecting browser misses nothing and sees nothing twice.
 */
export async function streamChat(
  ctx: AppContext,
  deps: { hub: ChatHub; streams: ChatStreams },
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  chat: ChatRow,
  queryLastDate: string | undefined,
  reread: () => Promise<ChatRow>,
): Promise<void> {
  let lastDate = startDate(request, queryLastDate);
  let ended = false;
  let reading = false;
  let again = false;
  let unsubscribe: (() => void) | undefined;
  let timers: NodeJS.Timeout[] = [];
  const end = () => {
    if (ended) return;
    ended = true;
    unsubscribe?.();
    for (const timer of timers) clearTimeout(timer);
    timers = [];
    release();
    reply.raw.end();
  };
  const release = deps.streams.open(userId, end);
  const send = (state: ChatReply) => {
    if (ended) return;
    reply.raw.write(`${state.lastDate ? `id: ${state.lastDate}\n` : ''}event: chat\ndata: ${JSON.stringify(state)}\n\n`);
  };
  const read = async (first: boolean) => {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      do {
        again = false;
        const current = first ? chat : await reread();
        const state = await chatState(ctx.database.db, current, lastDate);
        if (first || state.messages.length > 0 || current.status !== chat.status) send(state);
        chat = current;
        if (state.lastDate) lastDate = new Date(state.lastDate);
        first = false;
      } while (again && !ended);
    } catch (err) {
      // The chat went away or the caller lost it (404), or the database failed: the browser reconnects or polls.
      ctx.log.warn({ code: (err as { code?: string }).code, chatId: chat.id }, 'chat stream ended on a failed read');
      end();
    } finally {
      reading = false;
    }
  };

  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store, no-transform',
    // nginx would otherwise buffer the stream (decision 0058's balancer).
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    connection: 'keep-alive',
  });
  reply.raw.write(`retry: ${CHAT_STREAM_RETRY_MS}\n\n`);
  request.raw.on('close', end);
  timers.push(setInterval(() => !ended && reply.raw.write(': ping\n\n'), CHAT_STREAM_PING_MS));
  timers.push(setTimeout(end, CHAT_STREAM_MAX_MS));
  try {
    unsubscribe = await deps.hub.subscribe(chat.id, () => void read(false));
  } catch (err) {
    ctx.log.error({ code: (err as { code?: string }).code }, 'chat stream could not listen');
    end();
    return;
  }
  if (ended) unsubscribe();
  else await read(true);
}
