import type { ItemAnalysisReply } from '@continuum/contracts';
import { LRUCache } from 'lru-cache';

/** Products (or single exams) whose figures are kept; the least recently read go first. */
const MAX_ENTRIES = 200;

/**
 * Computed figures kept with the stamp of the data they came from (decision 0167): a read whose stamp differs
 * (an attempt finished or was voided, a bank or its settings changed) recomputes. One per app, built in buildApp.
 */
export class ItemAnalysisCache {
  private readonly entries = new LRUCache<string, { stamp: string; reply: ItemAnalysisReply }>({ max: MAX_ENTRIES });

  find(key: string, stamp: string): ItemAnalysisReply | undefined {
    const entry = this.entries.get(key);
    return entry?.stamp === stamp ? entry.reply : undefined;
  }

  remember(key: string, stamp: string, reply: ItemAnalysisReply): void {
    this.entries.set(key, { stamp, reply });
  }
}
