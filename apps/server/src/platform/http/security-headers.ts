import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every reply, built once: helmet recomputed its directive strings per request,
 * which showed in the heartbeat profile. The policy allows no inline script anywhere; Mantine sets
 * style attributes at run time, hence 'unsafe-inline' for styles only.
 */
export function registerSecurityHeaders(app: FastifyInstance, secure: boolean): void {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(secure ? ['upgrade-insecure-requests'] : []),
  ].join(';');
  const headers: Record<string, string> = {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...(secure ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
