import { TYPING_LENGTH_RATIO, TYPING_WORD_RATIO } from './typing-auth-limits.js';

/** One key press of a typing pattern (the keystroke data set's format): times in ms. */
export interface TypedKey {
  key: string;
  down: number;
  up: number;
}

const words = (value: string) =>
  value
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');

/**
 * 000 §5: the typed text matches the phrase when it is at least 90% of the phrase's length and at least 80%
 * of the phrase's words appear in it (case and punctuation ignored, each typed word counted once).
 */
export function typedTextMatches(typed: string, phrase: string): boolean {
  const wanted = words(phrase);
  if (wanted.length === 0) return false;
  if (typed.trim().length < TYPING_LENGTH_RATIO * phrase.trim().length) return false;
  const pool = words(typed);
  let found = 0;
  for (const w of wanted) {
    const at = pool.indexOf(w);
    if (at >= 0) {
      found++;
      pool.splice(at, 1);
    }
  }
  return found / wanted.length >= TYPING_WORD_RATIO;
}

/** The text a sequence of key presses types: printable keys, Backspace removes the last character. */
export function textOfKeys(keys: readonly TypedKey[]): string {
  let out = '';
  for (const { key } of keys) {
    if (key === 'Backspace') out = out.slice(0, -1);
    else if ([...key].length === 1) out += key;
  }
  return out;
}
