import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { hmac, randomToken, safeEqual } from '../crypto.js';
import { AppError } from '../errors.js';
import { detachedCopy, XSRF_COOKIE, XSRF_HEADER } from './cookies.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The binding (session series) the request's CSRF token was verified for, if it was. */
    csrfVerifiedFor: string | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const VERIFIED_MAX = 250_000;

/** Signs and checks CSRF tokens; shared by the hooks below and the heartbeat's fast path. */
export interface CsrfTokens {
  sign(nonce: string, binding: string): string;
  validFor(token: string | undefined, binding: string): boolean;
  /** The double-submit check of a state-changing request: header equals cookie, and the cookie is valid. */
  accepts(header: unknown, cookie: string | undefined, binding: string): boolean;
}

export function csrfTokens(secret: string): CsrfTokens {
  const sign = (nonce: string, binding: string) => `${nonce}.${hmac(secret, `${nonce}|${binding}`)}`;
  // A browser sends the same token with every call of its session, so a verified token is remembered with its
  // binding: later requests compare strings instead of computing an HMAC (the heartbeat profile's largest item
  // after the socket writes). Bounded; the least recently used entry goes first.
  const verified = new LRUCache<string, string>({ max: VERIFIED_MAX });
  const validFor = (token: string | undefined, binding: string): boolean => {
    if (!token) return false;
    if (verified.get(token) === binding) return true;
    const nonce = token.split('.')[0] ?? '';
    const ok = nonce.length > 0 && safeEqual(token, sign(nonce, binding));
    if (ok) {
      verified.set(detachedCopy(token), binding);
    }
    return ok;
  };
  // Header and cookie both come from the caller, so comparing them needs no constant time; the secret part is
  // the HMAC, checked by validFor.
  const accepts = (header: unknown, cookie: string | undefined, binding: string) =>
    typeof header === 'string' && !!cookie && header === cookie && validFor(cookie, binding);
  return { sign, validFor, accepts };
}

/**
 * Signed double-submit CSRF: the XSRF-TOKEN cookie is "nonce.hmac(nonce|binding)" where the binding
 * is the session series, so a token from another session (or from before sign-in) does not pass.
 * Every state-changing request must echo the cookie in the X-XSRF-TOKEN header, GETs marked csrfOnGet too.
 */
export function registerCsrf(app: FastifyInstance, tokens: CsrfTokens, secure: boolean): void {
  const { sign, validFor, accepts } = tokens;

  // One HMAC per request: the preHandler remembers a token it verified, so onSend need not verify it again.
  app.decorateRequest('csrfVerifiedFor', null);
  app.addHook('preHandler', (request: FastifyRequest, _reply, done) => {
    // A GET that changes state is checked like a POST (route config csrfOnGet, decision 0054).
    if (SAFE_METHODS.has(request.method) && !request.routeOptions.config?.csrfOnGet) return done();
    // Token-authenticated routes (cmi5's LRS) carry their credential in the request, not in a cookie.
    if (request.routeOptions.config?.tokenAuth) return done();
    if (!accepts(request.headers[XSRF_HEADER], request.cookies[XSRF_COOKIE], request.csrfBinding)) {
      return done(new AppError('CSRF_INVALID', 403, 'Missing or invalid CSRF token'));
    }
    request.csrfVerifiedFor = request.csrfBinding;
    done();
  });

  // Issue (or re-issue after sign-in/out) a token bound to the session the reply leaves in place. A sign-in
  // or sign-out changes the binding during the request, so a token verified for the old binding is checked again.
  app.addHook('onSend', (request, reply, payload, done) => {
    const binding = request.csrfBinding;
    if (request.csrfVerifiedFor !== binding && !validFor(request.cookies[XSRF_COOKIE], binding)) {
      reply.setCookie(XSRF_COOKIE, sign(randomToken(18), binding), {
        path: '/',
        httpOnly: false,
        sameSite: 'lax',
        secure,
      });
    }
    done(null, payload);
  });
}
