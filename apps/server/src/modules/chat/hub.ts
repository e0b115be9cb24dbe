import type { FastifyBaseLogger } from 'fastify';
import { type Database, RESUBSCRIBED } from '../../platform/db/client.js';
import { CHAT_CHANNEL } from './repo.js';

type Listener = () => void;

/**
 * Who on this instance waits for which chat (the push channel's open streams; decision 0088). What changed is
 * never held here: every instance LISTENs on PostgreSQL, a NOTIFY names the chat, and each waiting stream re-reads
 * its messages from the database. The LISTEN starts with the first stream, so an app nobody streams from holds
 * no extra connection.
 */
export class ChatHub {
  private readonly waiting = new Map<number, Set<Listener>>();
  private started: Promise<() => Promise<void>> | undefined;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    /** Told of every change heard ('all' after a reconnect), e.g. the poll cache, which must forget what changed. */
    private readonly onChange: (chatId: number | 'all') => void = () => {},
  ) {}

  /** Calls `listener` whenever the chat changes, on any instance; resolves to the unsubscribe once listening. */
  async subscribe(chatId: number, listener: Listener): Promise<() => void> {
    let set = this.waiting.get(chatId);
    if (!set) {
      set = new Set();
      this.waiting.set(chatId, set);
    }
    set.add(listener);
    const unsubscribe = () => {
      set.delete(listener);
      if (set.size === 0 && this.waiting.get(chatId) === set) this.waiting.delete(chatId);
    };
    try {
      await this.start();
    } catch (err) {
      unsubscribe();
      throw err;
    }
    return unsubscribe;
  }

  /**
   * Starts listening if nobody has yet; true once this instance hears every chat change (what the poll cache
   * needs before it may answer from memory), false when the listener cannot start (the caller reads the database).
   */
  async listening(): Promise<boolean> {
    try {
      await this.start();
      return true;
    } catch {
      return false;
    }
  }

  /** Streams open on this instance (metrics, tests). */
  get size(): number {
    let n = 0;
    for (const set of this.waiting.values()) n += set.size;
    return n;
  }

  private start(): Promise<unknown> {
    this.started ??= this.database
      .listen(CHAT_CHANNEL, (payload) => this.heard(payload))
      .catch((err) => {
        this.started = undefined;
        throw err;
      });
    return this.started;
  }

  private heard(payload: string): void {
    if (payload === RESUBSCRIBED) {
      this.log.warn({ channel: CHAT_CHANNEL }, 'chat listener reconnected; every stream re-reads');
      this.onChange('all');
      for (const set of this.waiting.values()) for (const listener of set) listener();
      return;
    }
    const chatId = Number(payload);
    this.onChange(chatId);
    for (const listener of this.waiting.get(chatId) ?? []) listener();
  }

  async close(): Promise<void> {
    const started = this.started;
    this.started = undefined;
    this.waiting.clear();
    this.onChange('all');
    if (started) await (await started.catch(() => async () => {}))();
  }
}
