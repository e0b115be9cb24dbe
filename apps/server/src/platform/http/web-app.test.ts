import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/app-1a2b3c.js"></script></head><body>${'<div></div>'.repeat(50)}</body></html>`;
const APP_JS = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i % 20}`))};`;
const I18N = JSON.stringify(Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`key${i}`, 'Continue the course'])));

/** A dist as the build leaves it: each text file with its brotli and gzip copies beside it. */
function writeDist(root: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
}

let dist: string;
let t: TestApp;
beforeAll(async () => {
  // A dist under a folder named "assets": cache headers must be judged on the path inside dist.
  dist = join(mkdtempSync(join(tmpdir(), 'web-app-')), 'assets', 'dist');
  writeDist(dist, { 'index.html': INDEX, 'assets/app-1a2b3c.js': APP_JS, 'i18n/en/global.json': I18N });
  writeFileSync(join(dist, 'assets/tiny-9f8e7d.svg'), '<svg/>');
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dirname(dirname(dist)), { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('web app delivery', () => {
  it('sends the brotli copy when the browser accepts br, with Vary and year-long caching for hashed assets', async () => {
    const res = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(APP_JS);
    expect(Number(res.headers['content-length'])).toBeLessThan(APP_JS.length / 2);
  });

  it('sends the gzip copy when br is not accepted', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip']) {
      const res = await get('/assets/app-1a2b3c.js', accept);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(gunzipSync(res.rawPayload).toString()).toBe(APP_JS);
    }
  });

  it('sends the plain file, still varying on Accept-Encoding, when the client accepts neither', async () => {
    for (const accept of [undefined, 'identity', 'deflate']) {
      const res = await get('/assets/app-1a2b3c.js', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body).toBe(APP_JS);
    }
  });

  it('sends a file without compressed copies as it is', async () => {
    const res = await get('/assets/tiny-9f8e7d.svg', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.body).toBe('<svg/>');
  });

  it('asks browsers to revalidate unhashed files', async () => {
    const res = await get('/i18n/en/global.json', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(JSON.parse(I18N));
  });

  it('answers client routes with index.html, compressed, never cached stale, with the document security headers', async () => {
    const res = await get('/lp/12/home', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);

    const plain = await get('/login');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX);
  });

  it("sends the build's hashed files without the headers only a page reads, keeping the policy and nosniff", async () => {
    const res = await get('/assets/app-1a2b3c.js', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const pageOnly of ['x-frame-options', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection'])
      expect(res.headers[pageOnly], pageOnly).toBeUndefined();
    // A page keeps them all.
    expect((await get('/login')).headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('keeps server paths out of the fallback', async () => {
    const res = await get('/api/no-such-route', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });
});
