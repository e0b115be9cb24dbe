import { describe, expect, it } from 'vitest';
import { type PostSigner, signPolicy, signPostForm, verifyPostForm } from './post-policy.js';

const signer: PostSigner = { accessKeyId: 'key', secretAccessKey: 'secret', region: 'local', bucket: 'local' };
const now = new Date('2026-11-26T06:00:00Z');
const request = { key: 'a/b/c.png', keyPrefix: 'a/b/', contentType: 'image/png', minBytes: 1, maxBytes: 100, expiresSeconds: 60 };

/** A form whose policy document is `document`, correctly signed. */
function signedWith(document: unknown) {
  const form = signPostForm(signer, '/upload', request, now).fields;
  const policy = Buffer.from(JSON.stringify(document)).toString('base64');
  return { ...form, Policy: policy, 'X-Amz-Signature': signPolicy('secret', '20261126', 'local', policy) };
}

describe('SigV4 POST policies', () => {
  it('verifies its own form and returns the size range and key', () => {
    const form = signPostForm(signer, '/upload', request, now);
    expect(verifyPostForm(signer, form.fields, now)).toEqual({
      key: 'a/b/c.png',
      contentType: 'image/png',
      minBytes: 1,
      maxBytes: 100,
    });
    expect(form.fields['X-Amz-Credential']).toBe('key/20261126/local/s3/aws4_request');
    expect(form.fields['X-Amz-Date']).toBe('20261126T060000Z');
  });

  it('refuses expiry, another secret, a policy without a size range and a field no condition covers', () => {
    const form = signPostForm(signer, '/upload', request, now).fields;
    expect(() => verifyPostForm(signer, form, new Date(now.getTime() + 60_000))).toThrow('policy expired');
    expect(() => verifyPostForm({ ...signer, secretAccessKey: 'other' }, form, now)).toThrow('bad signature');
    expect(() => verifyPostForm({ ...signer, accessKeyId: 'other' }, form, now)).toThrow('unknown credential');
    const expiration = new Date(now.getTime() + 60_000).toISOString();
    const noRange = signedWith({
      expiration,
      conditions: [
        { bucket: 'local' },
        ['starts-with', '$key', 'a/'],
        ['eq', '$Content-Type', 'image/png'],
        { 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' },
        { 'X-Amz-Credential': form['X-Amz-Credential'] },
        { 'X-Amz-Date': form['X-Amz-Date'] },
      ],
    });
    expect(() => verifyPostForm(signer, noRange, now)).toThrow('no content-length-range');
    const otherBucket = signedWith({ expiration, conditions: [{ bucket: 'elsewhere' }] });
    expect(() => verifyPostForm(signer, otherBucket, now)).toThrow('wrong bucket');
    expect(() => verifyPostForm(signer, { ...form, success_action_redirect: 'https://evil.test' }, now)).toThrow(
      'field success_action_redirect not allowed by the policy',
    );
    expect(() => verifyPostForm(signer, { ...form, Policy: 'not base64 json' }, now)).toThrow();
  });
});
