import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoredFile } from '../db/schema/index.js';
import type { ByteRange, ObjectStorage } from './storage.js';

/**
 * A Content-Disposition that cannot break out of its header or name a path: an ASCII fallback
 * (anything else becomes '_') and the exact name in RFC 5987 `filename*`.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() || 'download';
  const ascii = base.replace(/[^A-Za-z0-9._ -]/g, '_').replace(/^\.+/, '_');
  const encoded = encodeURIComponent(base).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The range of one `Range: bytes=…` header: 'none' without one (or with a form we serve whole, such as
 * several ranges, which RFC 9110 lets a server ignore), 'unsatisfiable' past the end.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'none' | 'unsatisfiable' {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return 'none';
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return 'none';
  if (from === '') {
    // A suffix: the last N bytes.
    const length = Number(to);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * Streams a stored file: its own media type, nosniff, a safe Content-Disposition and byte ranges (206,
 * or 416 past the end), which audio and video players and PDF viewers use to seek.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: ObjectStorage,
  file: StoredFile,
  disposition: 'inline' | 'attachment',
): Promise<FastifyReply> {
  const header = request.headers.range;
  const range = parseRange(typeof header === 'string' ? header : undefined, file.size);
  reply
    .header('Content-Type', file.mediaType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', contentDisposition(disposition, file.fileName))
    .header('Accept-Ranges', 'bytes');
  if (range === 'unsatisfiable') {
    return reply.status(416).header('Content-Range', `bytes */${file.size}`).send();
  }
  if (range === 'none') {
    const body = await storage.get(file.storageKey);
    return reply.header('Content-Length', file.size).send(body);
  }
  const body = await storage.get(file.storageKey, range);
  return reply
    .status(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('Content-Length', range.end - range.start + 1)
    .send(body);
}
