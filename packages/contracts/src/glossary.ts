import { z } from 'zod';
import { idParam, text } from './inputs.js';

/** Longest glossary search text accepted (the spec sets none; a term never needs more). */
export const GLOSSARY_SEARCH_MAX = 100;
/** Most results one search returns, best first. */
export const GLOSSARY_RESULTS_MAX = 50;

/** Glossary term (001 §3 "term/word, definition, example"): `term` and `word` carry the same text. */
export const glossaryTerm = z.object({
  id: z.number().int(),
  term: z.string(),
  word: z.string(),
  definition: z.string(),
  example: z.string().nullable(),
});
export type GlossaryTerm = z.infer<typeof glossaryTerm>;

/** POST api/glossary/lp/{lpId}/search {value}: case- and accent-insensitive, best match first. */
export const glossarySearchBody = z.object({
  value: text({ error: 'value is required' })
    .trim()
    .min(1, 'value is required')
    .max(GLOSSARY_SEARCH_MAX, `value must be at most ${GLOSSARY_SEARCH_MAX} characters`),
});
export type GlossarySearchBody = z.infer<typeof glossarySearchBody>;
export const glossarySearchReply = z.array(glossaryTerm);

export const glossaryTermParams = z.object({
  id: idParam('id'),
});
export const glossarySearchParams = z.object({
  lpId: idParam('lpId'),
});
