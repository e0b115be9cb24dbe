/** SQLSTATE of a unique-key violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * The name of the unique constraint (or unique index) an error broke, or undefined for any other error.
 * Drizzle wraps the driver's error in DrizzleQueryError (`cause`); node-postgres and PGlite both carry
 * `code` and `constraint`. Reading the constraint name, never the message text, keeps this independent of
 * the server's language and wording.
 */
export function uniqueViolation(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === UNIQUE_VIOLATION) return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}
