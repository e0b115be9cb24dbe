import type { ProductListEntry } from '@continuum/contracts';

/** Statuses of a learner product that is over: it is no one's current product. */
const OVER = new Set(['COMPLETE', 'COMPLETED', 'COMPLETE_FAIL', 'EXPIRED', 'CANCELLED', 'WITHDRAWN']);

/**
 * Where home sends a signed-in learner who has no product open yet (after a sign-in, every logout clears it):
 * the one current product, the selector when there are several (or only finished ones to choose from), and
 * 'none' only when the learner has no product at all.
 */
export function landingProduct(products: readonly ProductListEntry[]): { lpId: number } | 'select' | 'none' {
  if (products.length === 0) return 'none';
  const current = products.filter((p) => !OVER.has(p.status));
  const candidates = current.length > 0 ? current : products;
  const [only] = candidates;
  return candidates.length === 1 && only ? { lpId: only.learnerProductId } : 'select';
}
