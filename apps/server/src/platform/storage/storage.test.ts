import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error s3rver ships no types; it is a test-only fake S3 server on loopback.
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage.js';
import { S3Storage, s3ClientConfig } from './s3-storage.js';
import { contentDisposition, parseRange } from './send-object.js';
import { type ObjectStorage, readAll, StorageNotFoundError } from './storage.js';

/** The same behaviour from every implementation. */
function contract(name: string, open: () => ObjectStorage) {
  describe(name, () => {
    it('puts, stats, reads whole and in ranges, replaces and deletes', async () => {
      const storage = open();
      const bytes = Buffer.from('0123456789abcdef');
      await storage.put('files/a/obj.bin', bytes, 'application/pdf');
      expect(await storage.stat('files/a/obj.bin')).toEqual({ size: 16, contentType: 'application/pdf' });
      expect((await readAll(await storage.get('files/a/obj.bin'))).toString()).toBe('0123456789abcdef');
      expect((await readAll(await storage.get('files/a/obj.bin', { start: 10, end: 15 }))).toString()).toBe('abcdef');
      await storage.put('files/a/obj.bin', Buffer.from('new'));
      expect((await readAll(await storage.get('files/a/obj.bin'))).toString()).toBe('new');
      await storage.delete('files/a/obj.bin');
      expect(await storage.stat('files/a/obj.bin')).toBeNull();
      await expect(storage.get('files/a/obj.bin')).rejects.toBeInstanceOf(StorageNotFoundError);
      await storage.delete('files/a/obj.bin');
    });

    it('rejects keys that could leave the storage root', async () => {
      const storage = open();
      for (const key of ['../x', 'a/../../x', '/abs', 'a//b', 'A/Upper', '']) {
        await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
      }
    });
  });
}

contract('LocalStorage', () => new LocalStorage(mkdtempSync(join(tmpdir(), 'local-storage-'))));

describe('LocalStorage.putNew (create-only, decision 0108)', () => {
  it('writes a new key once and never replaces it', async () => {
    const storage = new LocalStorage(mkdtempSync(join(tmpdir(), 'local-storage-')));
    expect(await storage.putNew('evidence/a.png', Buffer.from('first'), 'image/png')).toBe(true);
    expect(await storage.putNew('evidence/a.png', Buffer.from('second'), 'image/jpeg')).toBe(false);
    expect((await readAll(await storage.get('evidence/a.png'))).toString()).toBe('first');
    expect(await storage.stat('evidence/a.png')).toEqual({ size: 5, contentType: 'image/png' });
  });
});

// A fake S3 server (s3rver) on loopback: the real SDK requests (path-style, ranges, HEAD, DELETE).
let s3rver: { run(): Promise<AddressInfo>; close(): Promise<void> };
let endpoint = '';
beforeAll(async () => {
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 's3rver-')),
    configureBuckets: [{ name: 'continuum-test', configs: [] }],
  });
  const address = await s3rver.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(() => s3rver.close());
contract(
  'S3Storage (against s3rver)',
  () =>
    new S3Storage({
      bucket: 'continuum-test',
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
);

describe('s3ClientConfig', () => {
  it('addresses an S3-compatible endpoint path-style and sends checksums only when required', () => {
    expect(
      s3ClientConfig({
        bucket: 'b',
        region: 'eu-west-1',
        endpoint: 'http://minio:9000',
        forcePathStyle: true,
        credentials: undefined,
      }),
    ).toEqual({
      region: 'eu-west-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  });
});

describe('parseRange', () => {
  it('reads one byte range, a suffix and an open end; refuses ranges past the end', () => {
    expect(parseRange(undefined, 100)).toBe('none');
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 100)).toBe('none');
    expect(parseRange('items=0-1', 100)).toBe('none');
  });
});

describe('contentDisposition', () => {
  it('cannot break the header or carry a path', () => {
    expect(contentDisposition('attachment', 'a"b\r\nc.pdf')).toBe(
      `attachment; filename="a_b__c.pdf"; filename*=UTF-8''a%22b%0D%0Ac.pdf`,
    );
    expect(contentDisposition('inline', '../../etc/passwd')).toBe(`inline; filename="passwd"; filename*=UTF-8''passwd`);
    expect(contentDisposition('inline', 'Résumé (1).pdf')).toBe(
      `inline; filename="R_sum_ _1_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%281%29.pdf`,
    );
  });
});
