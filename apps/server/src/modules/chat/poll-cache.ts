import type { ChatRow } from './repo.js';

/** What a quiet poll needs to know of a chat: whose it is, where, its state and its last message's time. */
export type PollFacts = Pick<ChatRow, 'id' | 'userId' | 'learnerProductId' | 'nodeId' | 'status' | 'lastMessageAt'>;

interface Entry {
  facts: PollFacts;
  storedAt: number;
}

/**
 * This instance's memory of chats' last message times, so a poll with nothing new is answered without a database
 * read (decision 0100: 2,000 learners poll every 6 s and almost every poll finds nothing). It is only a cache of the
 * database: every write to a chat NOTIFYs, every instance's hub hears it and drops that chat here, so the next poll
 * reads again. A read that raced a write is not kept: `mark()` is taken before the read and `remember` keeps the row
 * only if no change was heard meanwhile. Entries also expire (`ttlMs`) and the whole memory is dropped when the
 * LISTEN connection is made again, since changes may have gone unheard while it was down. A stale entry can only
 * delay a message to the next poll, never lose it: the client's lastDate does not move on an empty reply.
 */
export class ChatPollCache {
  private readonly entries = new Map<number, Entry>();
  private heard = 0;

  constructor(
    private readonly max = 20_000,
    private readonly ttlMs = 60_000,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** A change to the chat was heard (or to every chat: 'all', after the listener reconnected). */
  changed(chatId: number | 'all'): void {
    this.heard++;
    if (chatId === 'all') this.entries.clear();
    else this.entries.delete(chatId);
  }

  /** Taken before reading a chat from the database; `remember` keeps the row only if nothing was heard since. */
  mark(): number {
    return this.heard;
  }

  remember(facts: PollFacts, mark: number): void {
    if (mark !== this.heard) return;
    this.entries.delete(facts.id);
    this.entries.set(facts.id, { facts, storedAt: this.now() });
    // Oldest first out (a Map iterates in insertion order): bounded memory whatever the number of chats.
    if (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  get(chatId: number): PollFacts | undefined {
    const entry = this.entries.get(chatId);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt > this.ttlMs) {
      this.entries.delete(chatId);
      return undefined;
    }
    return entry.facts;
  }

  get size(): number {
    return this.entries.size;
  }
}
