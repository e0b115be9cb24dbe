/** `[[name]]` in a COMPLETE_STORY text marks a blank; names use the same characters as the blanks' keys. */
const BRACKETED = /\[\[([^[\]]*)\]\]/g;
const NAME = /^[A-Za-z0-9_]+$/;

/** The distinct placeholder names of a story text, in order of first use. */
export function placeholderNames(text: string): string[] {
  const names = new Set<string>();
  for (const [, inner = ''] of text.matchAll(BRACKETED)) if (NAME.test(inner)) names.add(inner);
  return [...names];
}

/** Bracketed spans that are not valid names (`[[first name]]`): the learner would see them as literal text. */
export function malformedPlaceholders(text: string): string[] {
  return [...text.matchAll(BRACKETED)].map(([whole, inner = '']) => (NAME.test(inner) ? null : whole)).filter((w) => w !== null);
}
