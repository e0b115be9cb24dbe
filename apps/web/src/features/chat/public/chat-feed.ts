import { CHAT_POLL_MS, type ChatMessage, type ChatReply, type ChatStatus } from '@continuum/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface ChatFeedState {
  chatId: number | null;
  lastDate: string | null;
  status: ChatStatus | null;
  messages: ChatMessage[];
}

export const EMPTY_FEED: ChatFeedState = { chatId: null, lastDate: null, status: null, messages: [] };

/** The state after a reply: its messages added once each (push and poll may both bring one), in time order. */
export function mergeReply(state: ChatFeedState, reply: ChatReply): ChatFeedState {
  const known = new Set(state.messages.map((m) => m.id));
  const added = reply.messages.filter((m) => !known.has(m.id));
  const messages = added.length
    ? [...state.messages, ...added].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
    : state.messages;
  const lastDate = reply.chatId !== state.chatId ? reply.lastDate : ([state.lastDate, reply.lastDate].sort().at(-1) ?? null);
  return { chatId: reply.chatId ?? state.chatId, lastDate, status: reply.status ?? state.status, messages };
}

/** How the feed hears of new messages: pushed (server-sent events) or polled every 6 s (000 §9). */
export type ChatTransport = 'push' | 'poll' | null;

/**
 * One chat's messages as they arrive (decision 0088): through EventSource when the browser has it, else (or when
 * the stream cannot be opened) by polling every CHAT_POLL_MS; both give the poll's reply. `onIncoming` hears
 * each batch of new messages.
 */
export function useChatFeed({
  chatId,
  live,
  poll,
  eventsPath,
  onIncoming,
}: {
  chatId: number | null;
  /** False once the chat has ended: nothing more will come. */
  live: boolean;
  poll: (lastDate: string | null) => Promise<ChatReply>;
  eventsPath: (chatId: number) => string;
  onIncoming?: (messages: ChatMessage[]) => void;
}) {
  const [state, setState] = useState<ChatFeedState>(EMPTY_FEED);
  const [transport, setTransport] = useState<ChatTransport>(null);
  const stateRef = useRef(state);
  const hooks = useRef({ poll, eventsPath, onIncoming });
  hooks.current = { poll, eventsPath, onIncoming };

  const merge = useCallback((reply: ChatReply) => {
    const before = stateRef.current;
    const next = mergeReply(before, reply);
    stateRef.current = next;
    setState(next);
    const known = new Set(before.messages.map((m) => m.id));
    const added = next.messages.filter((m) => !known.has(m.id));
    if (added.length) hooks.current.onIncoming?.(added);
  }, []);

  useEffect(() => {
    if (chatId === null || !live) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let events: EventSource | undefined;
    const pollNow = async () => {
      try {
        merge(await hooks.current.poll(stateRef.current.lastDate));
      } catch {
        // A failed poll is tried again at the next tick.
      }
      if (!stopped) timer = setTimeout(pollNow, CHAT_POLL_MS);
    };
    const startPolling = () => {
      setTransport('poll');
      timer = setTimeout(pollNow, 0);
    };
    if (typeof EventSource === 'function') {
      const since = stateRef.current.lastDate;
      const path = hooks.current.eventsPath(chatId);
      events = new EventSource(since ? `${path}?lastDate=${encodeURIComponent(since)}` : path);
      setTransport('push');
      events.addEventListener('chat', (event) => merge(JSON.parse((event as MessageEvent<string>).data) as ChatReply));
      events.onerror = () => {
        // EventSource retries by itself; only a refused stream (closed for good) falls back to polling.
        if (events?.readyState === EventSource.CLOSED && !stopped) {
          events = undefined;
          startPolling();
        }
      };
    } else {
      startPolling();
    }
    return () => {
      stopped = true;
      events?.close();
      if (timer) clearTimeout(timer);
      setTransport(null);
    };
  }, [chatId, live, merge]);

  return { state, transport, merge };
}
