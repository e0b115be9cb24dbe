/**
 * Longest glossary search text the server accepts (contracts' GLOSSARY_SEARCH_MAX; constants.test.ts keeps
 * them equal). Copied because a value from contracts' glossary module would pull zod into this chunk.
 */
export const GLOSSARY_SEARCH_MAX = 100;
