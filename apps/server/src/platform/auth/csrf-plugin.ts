import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hmac, randomToken, safeEqual } from '../crypto.js';
import { AppError } from '../errors.js';
import { XSRF_COOKIE, XSRF_HEADER } from './cookies.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Signed double-submit CSRF: the XSRF-TOKEN cookie is "nonce.hmac(nonce|binding)" where the binding
 * is the session series, so a token from another session (or from before sign-in) does not pass.
 * Every state-changing request must echo the cookie in the X-XSRF-TOKEN header.
 */
export function registerCsrf(app: FastifyInstance, secret: string, secure: boolean): void {
  const sign = (nonce: string, binding: string) => `${nonce}.${hmac(secret, `${nonce}|${binding}`)}`;
  const validFor = (token: string | undefined, binding: string): boolean => {
    if (!token) return false;
    const nonce = token.split('.')[0] ?? '';
    return nonce.length > 0 && safeEqual(token, sign(nonce, binding));
  };

  app.addHook('preHandler', async (request: FastifyRequest) => {
    if (SAFE_METHODS.has(request.method)) return;
    const cookie = request.cookies[XSRF_COOKIE];
    const header = request.headers[XSRF_HEADER];
    if (typeof header !== 'string' || !cookie || !safeEqual(header, cookie) || !validFor(cookie, request.csrfBinding)) {
      throw new AppError('CSRF_INVALID', 403, 'Missing or invalid CSRF token');
    }
  });

  // Issue (or re-issue after sign-in/out) a token bound to the session the reply leaves in place.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!validFor(request.cookies[XSRF_COOKIE], request.csrfBinding)) {
      reply.setCookie(XSRF_COOKIE, sign(randomToken(18), request.csrfBinding), {
        path: '/',
        httpOnly: false,
        sameSite: 'lax',
        secure,
      });
    }
    return payload;
  });
}
