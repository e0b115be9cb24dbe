import { describe, expect, it } from 'vitest';
import { ChatPollCache, type PollFacts } from './poll-cache.js';

const facts = (id: number, lastMessageAt = new Date('2026-11-26T10:00:00Z')): PollFacts => ({
  id,
  userId: 7,
  learnerProductId: 3,
  nodeId: 11,
  status: 'ACTIVE',
  lastMessageAt,
});

describe('ChatPollCache', () => {
  it('keeps a row read while nothing changed and forgets it when its chat changes', () => {
    const cache = new ChatPollCache();
    cache.remember(facts(1), cache.mark());
    expect(cache.get(1)?.id).toBe(1);
    cache.changed(2);
    expect(cache.get(1)?.id).toBe(1);
    cache.changed(1);
    expect(cache.get(1)).toBeUndefined();
  });

  it('does not keep a read that raced a change heard meanwhile', () => {
    const cache = new ChatPollCache();
    const mark = cache.mark();
    cache.changed(1);
    cache.remember(facts(1), mark);
    expect(cache.get(1)).toBeUndefined();
  });

  it("forgets everything after the listener reconnected or the app closed ('all')", () => {
    const cache = new ChatPollCache();
    cache.remember(facts(1), cache.mark());
    cache.remember(facts(2), cache.mark());
    cache.changed('all');
    expect(cache.size).toBe(0);
  });

  it('expires entries after the time to live', () => {
    let now = 1_000;
    const cache = new ChatPollCache(10, 60_000, () => now);
    cache.remember(facts(1), cache.mark());
    now += 60_000;
    expect(cache.get(1)?.id).toBe(1);
    now += 1;
    expect(cache.get(1)).toBeUndefined();
  });

  it('holds at most `max` chats, the oldest stored going first', () => {
    const cache = new ChatPollCache(2);
    cache.remember(facts(1), cache.mark());
    cache.remember(facts(2), cache.mark());
    cache.remember(facts(1), cache.mark());
    cache.remember(facts(3), cache.mark());
    expect([cache.get(1)?.id, cache.get(2)?.id, cache.get(3)?.id]).toEqual([1, undefined, 3]);
  });
});
