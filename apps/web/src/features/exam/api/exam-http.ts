import type { ErrorBody } from '@continuum/contracts';
import { sessionExpiry } from '@/shared/auth/session-expiry';
import { ApiError } from '@/shared/http/api-error';
import { buildUrl, type HttpMethod, SESSION_EXPIRED_PREFIX } from '@/shared/http/client';
import { readCookie, XSRF_COOKIE, XSRF_HEADER } from '@/shared/http/csrf';

/**
 * The calls of a sitting (questions, stars, finish, results). Unlike the shared client, a 401 here does not
 * send the learner to sign in at once: 002 §8 wants two 'temporary error' retries first, so the exam page
 * decides (exam-errors.ts). Everything else matches the shared client: CSRF header, JSON, ApiError with the
 * server's code, the one-time concurrent-login notice.
 */
export async function examHttp<T>(path: string, method: HttpMethod = 'GET', body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = method === 'GET' ? undefined : readCookie(XSRF_COOKIE);
  if (token) headers[XSRF_HEADER] = token;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, method), {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    throw new ApiError({ status: 0, statusText: 'Network Error', code: 'NETWORK', message: String(cause) });
  }
  const text = await response.text().catch(() => '');
  if (response.ok) return (text ? JSON.parse(text) : undefined) as T;
  if (response.status === 401 && text.trimStart().startsWith(SESSION_EXPIRED_PREFIX)) {
    sessionExpiry.expire();
    throw new ApiError({ status: 401, statusText: response.statusText, code: 'SESSION_EXPIRED', message: text });
  }
  const parsed = parse(text);
  throw new ApiError({
    status: response.status,
    statusText: response.statusText,
    code: typeof parsed.code === 'string' ? parsed.code : `HTTP_${response.status}`,
    message: typeof parsed.message === 'string' ? parsed.message : response.statusText,
    fieldErrors: Array.isArray(parsed.fieldErrors) ? parsed.fieldErrors : undefined,
  });
}

function parse(text: string): Partial<ErrorBody> {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as Partial<ErrorBody>) : {};
  } catch {
    return {};
  }
}
