import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { COMPRESS_MIN_BYTES, pickEncoding, registerJsonCompression } from './compress-json.js';

const BIG = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Unit ${i % 7}` })) };
const SMALL = { ok: true };

describe('pickEncoding', () => {
  it('prefers br, falls back to gzip, honours q=0 and ignores unknown codings', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('BR')).toBe('br');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding('gzip;q=0')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});

describe('JSON reply compression (decision 0074)', () => {
  const app = Fastify();
  beforeAll(async () => {
    registerJsonCompression(app);
    app.get('/big', async () => BIG);
    app.get('/small', async () => SMALL);
    app.get('/text', async (_req, reply) => reply.type('text/plain').send('x'.repeat(5000)));
    await app.ready();
  });
  afterAll(() => app.close());
  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a JSON reply of 1 KiB or more brotli-compressed when br is accepted, gzip otherwise', async () => {
    const plain = JSON.stringify(BIG);
    expect(plain.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const br = await get('/big', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(BIG);
    const gz = await get('/big', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(BIG);
  });

  it('leaves small replies, other types and clients that accept neither as they are', async () => {
    const small = await get('/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual(SMALL);
    expect((await get('/text', 'br')).headers['content-encoding']).toBeUndefined();
    const none = await get('/big');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.headers.vary).toMatch(/accept-encoding/i);
    expect(none.json()).toEqual(BIG);
  });
});

describe('the app compresses its JSON replies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('a large JSON reply of the real app (a 404 naming a long path) goes brotli-compressed', async () => {
    const url = `/api/${'a'.repeat(1500)}`;
    const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });
});
