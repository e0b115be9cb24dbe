import { GLOSSARY_RESULTS_MAX, type GlossaryTerm } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { Db } from '../../platform/db/client.js';
import { notFound } from '../../platform/errors.js';
import { canReadLearnerProduct, findLearnerProductOwner, holdsLearnerProductOf } from '../product/index.js';
import { normalizeSearchText } from './normalize.js';
import { canReadGlossary } from './policy.js';
import * as repo from './repo.js';

const toTerm = (row: repo.GlossaryTermRow): GlossaryTerm => ({
  id: row.id,
  term: row.word,
  word: row.word,
  definition: row.definition,
  example: row.example,
});

/** GET api/glossary/{id}: one term, for a learner of its product; anyone else gets 404. */
export async function getTerm(db: Db, actor: SessionUser, id: number): Promise<GlossaryTerm> {
  const row = await repo.findTerm(db, id);
  if (!row || !canReadGlossary(actor, await holdsLearnerProductOf(db, actor.id, row.productId))) throw notFound('glossary term');
  return toTerm(row);
}

/** POST api/glossary/lp/{lpId}/search: the product's terms matching the text, best first. */
export async function searchGlossary(db: Db, actor: SessionUser, lpId: number, value: string): Promise<GlossaryTerm[]> {
  const lp = await findLearnerProductOwner(db, lpId);
  if (!lp || !canReadLearnerProduct(actor, lp)) throw notFound('learner product');
  const query = normalizeSearchText(value);
  if (!query) return [];
  const rows = await repo.searchTerms(db, lp.productId, query, GLOSSARY_RESULTS_MAX);
  return rows.map(toTerm);
}
