/** Cookie names shared by the auth and CSRF parts. */
export const SESSION_COOKIE = 'SESSION';
export const REMEMBER_COOKIE = 'remember-me';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/** Splits "series.secret" cookie values; null when malformed. */
export function splitToken(value: string | undefined): { series: string; secret: string } | null {
  if (!value) return null;
  const dot = value.indexOf('.');
  if (dot <= 0 || dot === value.length - 1) return null;
  return { series: value.slice(0, dot), secret: value.slice(dot + 1) };
}
