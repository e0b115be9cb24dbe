import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/render';
import { authEvents } from '../auth/auth-events';
import { sessionExpiry } from '../auth/session-expiry';
import { ApiError } from './api-error';
import { http } from './client';

function headersOf(init: RequestInit): Record<string, string> {
  return init.headers as Record<string, string>;
}

function setCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the client reads document.cookie, so the test writes it
  document.cookie = value;
}

/**
 * A plain 401's signal waits for the page's other calls, at most 3 s (client.ts). Test files share one module graph
 * per worker (vitest.config.ts), so a call another file left unanswered counts as still out here: the tests below
 * run that 3 s bound on a fake clock, so they pass whether or not such a call exists, and say what they say either way.
 */
const passTheWaitBound = () => vi.advanceTimersByTimeAsync(3_000);

describe('http client', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    sessionExpiry.reset();
    setCookie('XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
  });

  it('sends the current XSRF-TOKEN cookie as X-XSRF-TOKEN on POST, read at send time', async () => {
    const calls: RequestInit[] = [];
    mockFetch((_url, init) => {
      calls.push(init);
      return jsonResponse(200, { ok: true });
    });

    setCookie('XSRF-TOKEN=first.token; path=/');
    await http('api/account', { method: 'POST', body: { firstName: 'Ada' } });
    setCookie('XSRF-TOKEN=after-sign-in; path=/');
    await http('api/logout', { method: 'POST' });

    expect(headersOf(calls[0] ?? {})['X-XSRF-TOKEN']).toBe('first.token');
    expect(headersOf(calls[1] ?? {})['X-XSRF-TOKEN']).toBe('after-sign-in');
    expect(calls[0]?.credentials).toBe('same-origin');
    expect(headersOf(calls[0] ?? {})['Content-Type']).toBe('application/json');
    expect(calls[0]?.body).toBe(JSON.stringify({ firstName: 'Ada' }));
  });

  it('sends the token on DELETE and on GET, and busts the cache on GET', async () => {
    const seen: { url: URL; init: RequestInit }[] = [];
    mockFetch((url, init) => {
      seen.push({ url, init });
      return jsonResponse(200, []);
    });
    setCookie('XSRF-TOKEN=tok; path=/');

    await http('api/account/sessions/abc', { method: 'DELETE' });
    await http('api/audits', { query: { fromDate: '2026-01-01', toDate: undefined } });

    expect(headersOf(seen[0]?.init ?? {})['X-XSRF-TOKEN']).toBe('tok');
    expect(seen[0]?.url.searchParams.has('_')).toBe(false);
    expect(headersOf(seen[1]?.init ?? {})['X-XSRF-TOKEN']).toBe('tok');
    expect(seen[1]?.url.pathname).toBe('/api/audits');
    expect(seen[1]?.url.searchParams.get('fromDate')).toBe('2026-01-01');
    expect(seen[1]?.url.searchParams.has('toDate')).toBe(false);
    expect(seen[1]?.url.searchParams.get('_')).toMatch(/^\d+$/);
  });

  it('turns an error reply into an ApiError with code, status text and field errors', async () => {
    mockFetch(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            status: 400,
            code: 'LOGIN_ALREADY_USED',
            message: 'login already in use',
            fieldErrors: [{ field: 'login', message: 'login already in use' }],
          }),
          { status: 400, statusText: 'Bad Request', headers: { 'X-Request-Id': 'req-7f3a' } },
        ),
      ),
    );
    const error = await http('api/account/register', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      statusText: 'Bad Request',
      code: 'LOGIN_ALREADY_USED',
      fieldErrors: [{ field: 'login', message: 'login already in use' }],
      requestId: 'req-7f3a',
    });
  });

  it('reports a 401 as not-authenticated on account calls, unauthorized elsewhere, nothing on sign-in', async () => {
    const events: string[] = [];
    const unsubscribe = authEvents.subscribe((e) => events.push(e));
    mockFetch(() => jsonResponse(401, { status: 401, code: 'UNAUTHENTICATED', message: 'Authentication is required' }));

    await http('api/account').catch(() => undefined);
    await http('api/user/products').catch(() => undefined);
    await http('api/authentication', { method: 'POST', body: {} }).catch(() => undefined);
    await passTheWaitBound();
    unsubscribe();

    expect(events).toEqual(['not-authenticated', 'unauthorized']);
  });

  it("recognises the concurrent-login 401 ('This session has been expired…' in plain text): the notice, not a redirect", async () => {
    const events: string[] = [];
    const unsubscribe = authEvents.subscribe((e) => events.push(e));
    const replies = [
      new Response(
        'This session has been expired (possibly due to multiple concurrent logins being attempted as the same user).',
        {
          status: 401,
          statusText: 'Unauthorized',
          headers: { 'Content-Type': 'text/plain; charset=utf-8' },
        },
      ),
      jsonResponse(401, { status: 401, code: 'UNAUTHENTICATED', message: 'Authentication is required' }),
    ];
    mockFetch(() => replies.shift() ?? jsonResponse(500, {}));

    const told = await http('api/user/products').catch((e: unknown) => e);
    expect(told).toMatchObject({ status: 401, code: 'SESSION_EXPIRED' });
    expect(sessionExpiry.get()).toBe('showing');
    expect(events).toEqual([]);

    // Told once by the server; later 401s are ordinary JSON ones.
    const later = await http('api/user/products').catch((e: unknown) => e);
    expect(later).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    await passTheWaitBound();
    expect(events).toEqual(['unauthorized']);
    unsubscribe();
  });

  it("holds a plain 401 back while the same page's other calls are out: the expired notice answered later still wins", async () => {
    const events: string[] = [];
    const unsubscribe = authEvents.subscribe((e) => events.push(`${e}:${sessionExpiry.get()}`));
    let answerExpired: (r: Response) => void = () => undefined;
    const expired = new Promise<Response>((resolve) => {
      answerExpired = resolve;
    });
    const replies = [
      () => jsonResponse(401, { status: 401, code: 'UNAUTHENTICATED', message: 'Authentication is required' }),
      () => expired,
    ];
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve((replies.shift() as () => Response | Promise<Response>)()),
    );

    const plain = http('api/user/products').catch((e: unknown) => e);
    const marked = http('api/product/1').catch((e: unknown) => e);
    expect(await plain).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    // The plain 401 is answered, but the other call is still out: nobody has been sent to the login page yet.
    expect(events).toEqual([]);
    answerExpired(new Response('This session has been expired (possibly due to multiple concurrent logins).', { status: 401 }));
    expect(await marked).toMatchObject({ code: 'SESSION_EXPIRED' });
    await passTheWaitBound();
    // The redirect signal comes after the notice is showing, which the session bridge then ignores.
    expect(events).toEqual(['unauthorized:showing']);
    unsubscribe();
  });

  it('reports a network failure as status 0', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(http('api/config')).rejects.toMatchObject({ status: 0, code: 'NETWORK', requestId: null });
  });
});
