/** A COMPLETE_STORY text cut at its [[name]] placeholders (001 §3); `at` is where the part starts in the text. */
export type StoryPart = { kind: 'text'; at: number; text: string } | { kind: 'blank'; at: number; name: string; number: number };

const PLACEHOLDER = /\[\[([A-Za-z0-9_]+)\]\]/g;

/**
 * The story's text and blanks in order. A name used twice is one blank (the server grades one value per
 * name), so both places share its number and its value.
 */
export function storyParts(text: string): StoryPart[] {
  const parts: StoryPart[] = [];
  const numbers = new Map<string, number>();
  let at = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (match.index > at) parts.push({ kind: 'text', at, text: text.slice(at, match.index) });
    if (!numbers.has(name)) numbers.set(name, numbers.size + 1);
    parts.push({ kind: 'blank', at: match.index, name, number: numbers.get(name) ?? 0 });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ kind: 'text', at, text: text.slice(at) });
  return parts;
}

/** The distinct blank names, in order of first use. */
export function blankNames(parts: readonly StoryPart[]): string[] {
  return [...new Set(parts.flatMap((p) => (p.kind === 'blank' ? [p.name] : [])))];
}
