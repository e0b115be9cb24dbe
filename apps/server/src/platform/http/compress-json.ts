import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/**
 * Below this a JSON reply goes as it is: compressing saves less than the Content-Encoding and Vary headers
 * add, and most replies (the heartbeat, saves, small reads) are that small.
 */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// Quality 4 / level 6: a few hundred microseconds on a 20 KiB reply, within a few % of the maximum's size;
// brotli's default 11 costs tens of milliseconds per reply, which only pays for files compressed once at build.
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** The encoding to use for an Accept-Encoding header: br, then gzip, none when neither is accepted (q=0 refuses). */
export function pickEncoding(accept: string | undefined): 'br' | 'gzip' | undefined {
  if (!accept) return undefined;
  const accepted = new Set<string>();
  for (const part of accept.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * Compresses the server's JSON replies of 1 KiB and more for clients that accept br or gzip (decision 0074):
 * the course home's product meta (18 KiB) and resources (7 KiB) went uncompressed on a Slow 4G line. The web
 * app's files are compressed at build time and served by @fastify/static, so only JSON is handled here.
 * Secrets never travel in these bodies (the session and XSRF token are cookies), which keeps BREACH-style
 * guessing out of reach.
 */
export function registerJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES || reply.hasHeader('content-encoding')) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('application/json')) return payload;
    reply.header('vary', appendVary(reply.getHeader('vary')));
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body = encoding === 'br' ? await brotli(payload, BROTLI_OPTIONS) : await gzipAsync(payload);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}

function appendVary(current: unknown): string {
  const value = Array.isArray(current) ? current.join(', ') : typeof current === 'string' ? current : '';
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(value)) return value;
  return value ? `${value}, Accept-Encoding` : 'Accept-Encoding';
}
