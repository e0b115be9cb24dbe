import type { Db } from '../../platform/db/client.js';
import { findCodesOf } from './repo.js';
import { printedCode } from './verification-code.js';

/**
 * The printed verification codes of the certificates issued to these learner products (decision 0098). A
 * certificate is issued when its learner first asks for it; a read here issues nothing.
 */
export async function certificateCodesOf(db: Db, learnerProductIds: number[]): Promise<Map<number, string>> {
  const codes = await findCodesOf(db, learnerProductIds);
  return new Map([...codes].map(([lpId, code]) => [lpId, printedCode(code)]));
}
