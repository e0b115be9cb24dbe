/** Cookie names shared by the auth and CSRF parts. */
export const SESSION_COOKIE = 'SESSION';
export const REMEMBER_COOKIE = 'remember-me';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/**
 * Where the dot of a "series.secret" cookie value stands; -1 when the value is missing or malformed. For the
 * per-request path that reads the two parts in place rather than copying them out (`splitToken` copies).
 */
export function tokenDot(value: string | undefined): number {
  if (!value) return -1;
  const dot = value.indexOf('.');
  return dot <= 0 || dot === value.length - 1 ? -1 : dot;
}

/** Splits "series.secret" cookie values; null when malformed. */
export function splitToken(value: string | undefined): { series: string; secret: string } | null {
  const dot = tokenDot(value);
  if (dot < 0 || !value) return null;
  return { series: value.slice(0, dot), secret: value.slice(dot + 1) };
}

/**
 * A string of its own for a part of a cookie value that is kept (in a cache): V8 represents a slice as a view
 * of its parent, so keeping the slice would keep the request's whole Cookie header alive with it.
 */
export function detachedCopy(part: string): string {
  return Buffer.from(part, 'utf8').toString('utf8');
}
