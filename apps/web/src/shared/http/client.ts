import type { ErrorBody } from '@continuum/contracts';
import { authEvents } from '../auth/auth-events';
import { sessionExpiry } from '../auth/session-expiry';
import { ApiError } from './api-error';
import { conflictEvents } from './conflict-events';
import { readCookie, XSRF_COOKIE, XSRF_HEADER } from './csrf';

/** How the server's concurrent-login reply begins: a 401 with a plain-text body, sent once (000 §4). */
export const SESSION_EXPIRED_PREFIX = 'This session has been expired';

/** The reply header naming the request in the server's logs. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export interface HttpOptions {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Failure statuses whose JSON body is the answer (a health check's 503 lists what is down). */
  acceptStatuses?: readonly number[];
}

/**
 * Calls the same-origin server (`path` as the spec writes it, e.g. 'api/account') and returns the JSON reply.
 * Replies are typed by the contracts; they are not parsed again here because the server serializes every
 * reply through the same zod schema, and keeping zod out of this module keeps it out of the initial bundle.
 * Failures throw ApiError with the server's code.
 */
export async function http<T>(path: string, options: HttpOptions = {}): Promise<T> {
  inFlight++;
  try {
    return await send<T>(path, options);
  } finally {
    if (--inFlight === 0) for (const settled of idle.splice(0)) settled();
  }
}

/**
 * Calls of this page not yet answered, and what waits for them all. A page fires several calls at once; when a
 * sign-in elsewhere ends the session, the server tells one of them so ('This session has been expired') and the
 * others get a plain 401, in whatever order the network delivers: the plain 401's redirect waits for the rest,
 * so the notice is never lost behind the login page (bounded: a slow call does not hold it beyond 3 s).
 */
let inFlight = 0;
const idle: (() => void)[] = [];
function whenCallsSettle(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  idle.push(once);
  setTimeout(once, 3000);
}

async function send<T>(path: string, options: HttpOptions): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  // On every call, GETs too: a GET that changes state (a proctor code check) is refused without it (decision 0054).
  const token = readCookie(XSRF_COOKIE);
  if (token) headers[XSRF_HEADER] = token;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, method, options.query), {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, statusText: 'Network Error', code: 'NETWORK', message: String(cause) });
  }
  if (!response.ok && !options.acceptStatuses?.includes(response.status)) throw await toApiError(path, response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** '/'-rooted URL; GETs get a cache-busting `_` parameter (spec 000 §7) that the server ignores. */
export function buildUrl(path: string, method: HttpMethod, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  if (method === 'GET') params.set('_', String(Date.now()));
  const search = params.toString();
  const base = path.startsWith('/') ? path : `/${path}`;
  return search ? `${base}${base.includes('?') ? '&' : '?'}${search}` : base;
}

async function toApiError(path: string, response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  if (response.status === 401 && text.trimStart().startsWith(SESSION_EXPIRED_PREFIX)) {
    // Not also 'unauthorized': the shell shows the notice first and only its button moves the user on.
    sessionExpiry.expire();
    return new ApiError({ status: 401, statusText: response.statusText, code: 'SESSION_EXPIRED', message: text });
  }
  const body = parseErrorBody(text);
  if (response.status === 401) whenCallsSettle(() => signalUnauthenticated(path));
  if (response.status === 409 && typeof body.code === 'string') conflictEvents.emit(body.code);
  // What support needs to find this call in the server's logs (decision 0070); a proxy's own 502 has none.
  const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined;
  return new ApiError({
    status: response.status,
    statusText: response.statusText,
    code: typeof body.code === 'string' ? body.code : `HTTP_${response.status}`,
    message: typeof body.message === 'string' ? body.message : response.statusText,
    fieldErrors: Array.isArray(body.fieldErrors) ? body.fieldErrors : undefined,
    requestId,
  });
}

function parseErrorBody(text: string): Partial<ErrorBody> {
  try {
    const body: unknown = JSON.parse(text);
    return body !== null && typeof body === 'object' ? (body as Partial<ErrorBody>) : {};
  } catch {
    return {};
  }
}

/**
 * Spec 000 §8: a 401 on an account call only means "anonymous"; elsewhere the session has ended.
 * A 401 from the sign-in call itself is a credentials failure that the login form shows.
 */
function signalUnauthenticated(path: string): void {
  const p = path.replace(/^\//, '');
  if (p.startsWith('api/authentication')) return;
  authEvents.emit(p.startsWith('api/account') ? 'not-authenticated' : 'unauthorized');
}
