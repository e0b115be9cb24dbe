import { and, asc, desc, eq, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { glossaryTerms } from '../../platform/db/schema/index.js';

export type GlossaryTermRow = Pick<typeof glossaryTerms.$inferSelect, 'id' | 'productId' | 'word' | 'definition' | 'example'>;
export type GlossaryTermInsert = Omit<typeof glossaryTerms.$inferInsert, 'id' | 'productId' | 'searchVector'>;

const columns = {
  id: glossaryTerms.id,
  productId: glossaryTerms.productId,
  word: glossaryTerms.word,
  definition: glossaryTerms.definition,
  example: glossaryTerms.example,
};

/** Makes the product's glossary the terms given; a term keeps its id while its (normalised) word does. */
export async function replaceGlossary(db: Db, productId: number, terms: GlossaryTermInsert[]): Promise<void> {
  const keep: number[] = [];
  for (const term of terms) {
    const [row] = await db
      .insert(glossaryTerms)
      .values({ productId, ...term })
      .onConflictDoUpdate({ target: [glossaryTerms.productId, glossaryTerms.wordNorm], set: term })
      .returning({ id: glossaryTerms.id });
    if (row) keep.push(row.id);
  }
  await db
    .delete(glossaryTerms)
    .where(and(eq(glossaryTerms.productId, productId), keep.length ? notInArray(glossaryTerms.id, keep) : undefined));
}

export async function findTerm(db: Db, id: number): Promise<GlossaryTermRow | undefined> {
  const [row] = await db.select(columns).from(glossaryTerms).where(eq(glossaryTerms.id, id)).limit(1);
  return row;
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Terms matching a normalised query, best first: the term itself (exact, then starting with, then
 * containing the text) outranks full-text relevance, where a word of the term weighs more than one of
 * the definition, and that more than one of the example (English stemming: "disclosures" finds
 * "disclose"). A piece of a word in the definition still finds the term.
 */
export async function searchTerms(db: Db, productId: number, query: string, limit: number): Promise<GlossaryTermRow[]> {
  const tsquery = sql`websearch_to_tsquery('english', ${query})`;
  const contains = `%${likeEscape(query)}%`;
  const score = sql`(case when ${glossaryTerms.wordNorm} = ${query} then 100
      when ${glossaryTerms.wordNorm} like ${`${likeEscape(query)}%`} then 50
      when ${glossaryTerms.wordNorm} like ${contains} then 25 else 0 end)
    + 10 * ts_rank(${glossaryTerms.searchVector}, ${tsquery})`;
  return db
    .select(columns)
    .from(glossaryTerms)
    .where(
      and(
        eq(glossaryTerms.productId, productId),
        or(
          sql`${glossaryTerms.searchVector} @@ ${tsquery}`,
          sql`${glossaryTerms.wordNorm} like ${contains}`,
          sql`${glossaryTerms.definitionNorm} like ${contains}`,
        ),
      ),
    )
    .orderBy(desc(score), asc(glossaryTerms.wordNorm))
    .limit(limit);
}

/** Every term of a product in its authored order (a draft's copy, decision 0163). */
export async function findProductTerms(db: Db, productId: number) {
  return db
    .select({ word: glossaryTerms.word, definition: glossaryTerms.definition, example: glossaryTerms.example })
    .from(glossaryTerms)
    .where(eq(glossaryTerms.productId, productId))
    .orderBy(asc(glossaryTerms.position));
}
