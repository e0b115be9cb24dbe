import { createHmac, hkdfSync } from 'node:crypto';

/**
 * The order in which one learner sees the choices of one question (decision 0055). Authors tend to write
 * the correct choice first; sent in authored order, position gives the answer away. Each entry gets a
 * rank from a keyed hash of (learner, question, entry id) and the list is sorted by rank: the same learner
 * sees the same order on every request, other learners see other orders, and without the server's key
 * nobody can compute the order and so undo it. Ranking by id rather than shuffling by index keeps nested
 * lists (branching levels) consistent however they are reached, and never depends on the authored order.
 */
export type AnswerOrderKey = Buffer;

/** The ordering key, derived from the server secret (DATA_DIR/secret or SESSION_SECRET) for this one purpose. */
export function answerOrderKey(secret: string): AnswerOrderKey {
  return Buffer.from(hkdfSync('sha256', secret, 'continuum', 'answer-order/v1', 32));
}

/** Orders a list: `idOf` names each entry; entries `pinned` keep their authored index, the others move around them. */
export type AnswerOrder = <T>(entries: readonly T[], idOf: (entry: T) => string, pinned?: (entry: T) => boolean) => T[];

/** Authored order: for fixedOrder questions, and for views that have no learner. */
export const authoredOrder: AnswerOrder = (entries) => [...entries];

/** murmur3's finalizer: spreads every input bit over the 32 output bits. */
function fmix32(h: number): number {
  let x = h;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/**
 * The order of one learner (a learner product id) for one question (`scope`, e.g. "lesson:q-agency").
 * One HMAC per question; each entry's rank is then a cheap mix of that secret seed and its id, so
 * ordering a handful of choices costs a few microseconds.
 */
export function learnerOrder(key: AnswerOrderKey, learner: number, scope: string): AnswerOrder {
  // Lazy: a slide without lists (content, true/false) never pays for the HMAC.
  let seed: [number, number, number] | undefined;
  const rank = (id: string): number => {
    if (!seed) {
      const d = createHmac('sha256', key).update(`${learner}\n${scope}`).digest();
      seed = [d.readUInt32LE(0), d.readUInt32LE(4), d.readUInt32LE(8)];
    }
    let h = seed[0];
    for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
    const hi = fmix32(h ^ seed[1]);
    const lo = fmix32(Math.imul(hi ^ seed[2], 0x9e3779b1) ^ id.length);
    return hi * 0x100000 + (lo >>> 12); // 52 bits: ties are practically impossible, and broken by id anyway
  };
  return <T>(entries: readonly T[], idOf: (entry: T) => string, pinned?: (entry: T) => boolean): T[] => {
    const moving = entries.filter((e) => !pinned?.(e));
    const ranked = moving
      .map((entry) => ({ entry, id: idOf(entry), r: rank(idOf(entry)) }))
      .sort((a, b) => a.r - b.r || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((x) => x.entry);
    if (ranked.length === entries.length) return ranked;
    let next = 0;
    return entries.map((e) => (pinned?.(e) ? e : (ranked[next++] as T)));
  };
}
