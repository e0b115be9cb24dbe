import type { Db } from '../../platform/db/client.js';
import * as repo from './repo.js';

/** Makes a product's glossary the package's terms (the course import's transaction). */
export function replaceGlossary(db: Db, productId: number, terms: repo.GlossaryTermInsert[]): Promise<void> {
  return repo.replaceGlossary(db, productId, terms);
}
