import type { Db } from '../../platform/db/client.js';
import * as repo from './repo.js';

/** Makes a product's glossary the package's terms (the course import's transaction). */
export function replaceGlossary(db: Db, productId: number, terms: repo.GlossaryTermInsert[]): Promise<void> {
  return repo.replaceGlossary(db, productId, terms);
}

/** A product's glossary as its package listed it, for the authoring copy of a version (decision 0163). */
export async function readGlossaryEntries(db: Db, productId: number) {
  return (await repo.findProductTerms(db, productId)).map((t) => ({
    term: t.word,
    definition: t.definition,
    ...(t.example !== null ? { example: t.example } : {}),
  }));
}
