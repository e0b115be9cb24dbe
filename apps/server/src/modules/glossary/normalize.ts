/**
 * Text as glossary search compares it: accents removed (é -> e, ñ -> n), lower case, whitespace
 * collapsed. Applied to terms at import and to every query, so search is case- and accent-insensitive
 * on PGlite and PostgreSQL alike, with no database extension.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[œŒ]/g, 'oe')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
