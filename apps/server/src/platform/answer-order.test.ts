import { describe, expect, it } from 'vitest';
import { answerOrderKey, authoredOrder, learnerOrder } from './answer-order.js';

const KEY = answerOrderKey('a-server-secret-of-at-least-32-characters');
const CHOICES = ['right', 'wrong-1', 'wrong-2', 'wrong-3'].map((id) => ({ id }));
const ids = (list: readonly { id: string }[]) => list.map((c) => c.id);
const byId = (c: { id: string }) => c.id;

describe('learnerOrder', () => {
  it('gives the same order for the same learner and question, also after a restart with the same secret', () => {
    const first = learnerOrder(KEY, 42, 'lesson:q1')(CHOICES, byId);
    expect(learnerOrder(KEY, 42, 'lesson:q1')(CHOICES, byId)).toEqual(first);
    const restarted = answerOrderKey('a-server-secret-of-at-least-32-characters');
    expect(learnerOrder(restarted, 42, 'lesson:q1')(CHOICES, byId)).toEqual(first);
    expect(ids(first).sort()).toEqual(ids(CHOICES).sort());
  });

  it('does not depend on the authored order, only on the ids', () => {
    const order = learnerOrder(KEY, 7, 'exam:q9');
    expect(order([...CHOICES].reverse(), byId)).toEqual(order(CHOICES, byId));
  });

  it('puts the authored-first choice first for about a quarter of learners, and every choice first for some', () => {
    const firsts = Array.from({ length: 200 }, (_, lp) => learnerOrder(KEY, lp, 'lesson:q1')(CHOICES, byId)[0]?.id);
    const count = (id: string) => firsts.filter((f) => f === id).length;
    for (const c of CHOICES) {
      expect(count(c.id)).toBeGreaterThan(25);
      expect(count(c.id)).toBeLessThan(80);
    }
  });

  it('orders each question of one learner on its own', () => {
    const orders = new Set(Array.from({ length: 20 }, (_, q) => ids(learnerOrder(KEY, 1, `lesson:q${q}`)(CHOICES, byId)).join()));
    expect(orders.size).toBeGreaterThan(5);
  });

  it('depends on the server key: another key orders the same learners differently', () => {
    const other = answerOrderKey('another-server-secret-of-32-characters!');
    const differ = Array.from({ length: 20 }, (_, lp) => lp).filter(
      (lp) =>
        ids(learnerOrder(KEY, lp, 'lesson:q1')(CHOICES, byId)).join() !==
        ids(learnerOrder(other, lp, 'lesson:q1')(CHOICES, byId)).join(),
    );
    expect(differ.length).toBeGreaterThan(5);
  });

  it('keeps pinned entries at their authored index and moves the others around them', () => {
    const withNone = [...CHOICES, { id: 'none-of-the-above', pinned: true }];
    const seen = new Set<string>();
    for (let lp = 0; lp < 20; lp++) {
      const out = learnerOrder(KEY, lp, 'lesson:q2')(withNone, byId, (c) => 'pinned' in c);
      expect(out[4]?.id).toBe('none-of-the-above');
      seen.add(out[0]?.id ?? '');
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('authoredOrder copies the list as written', () => {
    const out = authoredOrder(CHOICES, byId);
    expect(out).toEqual(CHOICES);
    expect(out).not.toBe(CHOICES);
  });
});
