import { z } from 'zod';

/**
 * Bounds every input shares (decision 0051). Ids are PostgreSQL `integer` (int4) columns: a number past
 * DB_INT_MAX passes a plain `.int()` check and then fails in the database as a 500, so every id is bounded here.
 */
export const DB_INT_MAX = 2_147_483_647;

// Each check aborts the rest: one message per field (a 2^53 id is out of range, not also fractional).

/** An id in a path or query string: coerced from text, a whole number in 1..DB_INT_MAX. */
export function idParam(name: string) {
  return z.coerce
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number`, abort: true })
    .min(1, { error: `${name} must be positive`, abort: true })
    .max(DB_INT_MAX, `${name} is out of range`);
}

/** An id in a JSON body: a number (not text), a whole number in 1..DB_INT_MAX. */
export function idField(name: string) {
  return z
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number`, abort: true })
    .min(1, { error: `${name} must be positive`, abort: true })
    .max(DB_INT_MAX, `${name} is out of range`);
}

/** Any other whole number input (positions, minutes, counts): at most the int4 range, tighter when given. */
export function intField(name: string, min = -DB_INT_MAX - 1, max = DB_INT_MAX) {
  return z
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number`, abort: true })
    .min(min, { error: `${name} must be at least ${min}`, abort: true })
    .max(max, `${name} must be at most ${max}`);
}

/** The same for a path or query string value. */
export function intParam(name: string, min = -DB_INT_MAX - 1, max = DB_INT_MAX) {
  return z.coerce
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number`, abort: true })
    .min(min, { error: `${name} must be at least ${min}`, abort: true })
    .max(max, `${name} must be at most ${max}`);
}

/**
 * True when a string can be stored and echoed: no NUL (PostgreSQL text rejects it) and no lone UTF-16
 * surrogate (not encodable as UTF-8). The server's input guard uses the same test on every request.
 */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

// With the u flag a surrogate range only matches a surrogate that is not half of a pair. NUL is the point.
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this rejects.
const UNSTORABLE = /[\u0000\uD800-\uDFFF]/u;

export const STORABLE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

/** A string input: every request schema's strings start here so the web forms refuse what the server would. */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, { message: STORABLE_TEXT_MESSAGE, abort: true });
}
