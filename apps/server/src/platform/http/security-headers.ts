import type { FastifyInstance } from 'fastify';
import { isServerPath } from './error-handler.js';

/**
 * Security headers on every reply, built once (helmet recomputed its directive strings per request, which
 * showed in the heartbeat profile). Documents (the web app, its assets) get the full policy: no inline script
 * anywhere; Mantine sets style attributes at run time, hence 'unsafe-inline' for styles only. Server replies
 * (JSON, files) are never rendered as documents, so they get the short API set (OWASP REST guidance): nothing
 * may load or frame them, never cached. Sent on a hot path, the short set also saves ~500 bytes per heartbeat.
 */
/** The short header set of server replies (JSON, files): nothing may load, frame or cache them. */
export function apiHeaders(secure: boolean): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cache-control': 'no-store',
    ...(secure ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

export function registerSecurityHeaders(app: FastifyInstance, secure: boolean): void {
  const hsts: Record<string, string> = secure ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {};
  const documentCsp = [
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
  const documentHeaders: Record<string, string> = {
    'content-security-policy': documentCsp,
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
    ...hsts,
  };
  // The build's hashed files (/assets/: scripts, styles, fonts, images) are never pages: the headers that only a page
  // reads (opener and agent-cluster isolation, framing, DNS prefetch, IE's download and XSS switches, Flash's
  // cross-domain policy) are left off them. The policy stays (pdf.js's worker and an SVG opened on its own read it),
  // with nosniff, the resource and referrer policies. About 215 bytes less on each of the ~60 files a course home loads.
  const assetHeaders: Record<string, string> = {
    'content-security-policy': documentCsp,
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    ...hsts,
  };
  const serverHeaders = apiHeaders(secure);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(
      isServerPath(request.url) ? serverHeaders : request.url.startsWith('/assets/') ? assetHeaders : documentHeaders,
    );
    done();
  });
}
