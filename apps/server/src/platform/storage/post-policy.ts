import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Browser uploads by HTML form POST, signed as S3 signs them (Signature Version 4 POST policy): the server
 * issues a policy (expiry + conditions) and its signature; the storage accepts a form only when the signature
 * is that of the policy and every condition holds. S3 checks its own forms; the local storage checks these
 * with `verifyPostForm` (decision 0094).
 */

/** What the server asks of an upload. */
export interface UploadRequest {
  /** The key the form names. */
  key: string;
  /** The key must begin with this (the learner's own prefix). */
  keyPrefix: string;
  contentType: string;
  minBytes: number;
  maxBytes: number;
  expiresSeconds: number;
}

/** A signed form: post `fields` (in order), then the file as field `file`, to `url`. */
export interface SignedPostForm {
  url: string;
  fields: Record<string, string>;
}

export interface PostSigner {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  bucket: string;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';

const amzDate = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function signingKey(secret: string, day: string, region: string): Buffer {
  const h = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
  return h(h(h(h(`AWS4${secret}`, day), region), 's3'), 'aws4_request');
}

/** The SigV4 signature of a base64 policy. */
export function signPolicy(secret: string, day: string, region: string, policyBase64: string): string {
  return createHmac('sha256', signingKey(secret, day, region))
    .update(policyBase64)
    .digest('hex');
}

/** The policy's conditions for an upload (the same for S3 and local). */
export function uploadConditions(request: UploadRequest): unknown[] {
  return [
    ['starts-with', '$key', request.keyPrefix],
    ['eq', '$Content-Type', request.contentType],
    ['content-length-range', request.minBytes, request.maxBytes],
  ];
}

/** Issues a signed form as S3 would (used by the local storage; S3 uses the SDK's helper). */
export function signPostForm(signer: PostSigner, url: string, request: UploadRequest, now: Date): SignedPostForm {
  const date = amzDate(now);
  const day = date.slice(0, 8);
  const credential = `${signer.accessKeyId}/${day}/${signer.region}/s3/aws4_request`;
  const fields: Record<string, string> = {
    bucket: signer.bucket,
    'X-Amz-Algorithm': ALGORITHM,
    'X-Amz-Credential': credential,
    'X-Amz-Date': date,
    key: request.key,
    'Content-Type': request.contentType,
  };
  const document = {
    expiration: new Date(now.getTime() + request.expiresSeconds * 1000).toISOString(),
    conditions: [
      { bucket: signer.bucket },
      ...uploadConditions(request),
      { 'X-Amz-Algorithm': ALGORITHM },
      { 'X-Amz-Credential': credential },
      { 'X-Amz-Date': date },
    ],
  };
  const policy = Buffer.from(JSON.stringify(document)).toString('base64');
  return {
    url,
    fields: { ...fields, Policy: policy, 'X-Amz-Signature': signPolicy(signer.secretAccessKey, day, signer.region, policy) },
  };
}

/** Why a form was refused (never echoes the values). */
export class PostPolicyError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'PostPolicyError';
  }
}

/** The limits a verified policy set, for the storage to enforce on the file's bytes. */
export interface VerifiedPolicy {
  key: string;
  contentType: string | undefined;
  minBytes: number;
  maxBytes: number;
}

// Fields a form carries that no condition covers, as S3 allows.
const UNCOVERED = new Set(['policy', 'x-amz-signature', 'file']);

/**
 * Checks a form's fields (names as posted) against its policy, signature and expiry. The file's length is
 * checked by the caller against the returned range while it streams. Throws PostPolicyError.
 */
export function verifyPostForm(signer: PostSigner, form: Record<string, string>, now: Date): VerifiedPolicy {
  const lower = new Map(Object.entries(form).map(([k, v]) => [k.toLowerCase(), v]));
  const policy = lower.get('policy');
  const signature = lower.get('x-amz-signature');
  const credential = lower.get('x-amz-credential');
  if (!policy || !signature || !credential) throw new PostPolicyError('the form is not signed');
  if (lower.get('x-amz-algorithm') !== ALGORITHM) throw new PostPolicyError('unsupported algorithm');
  const [accessKeyId, day, region, service, terminator] = credential.split('/');
  if (accessKeyId !== signer.accessKeyId || !day || region !== signer.region || service !== 's3' || terminator !== 'aws4_request')
    throw new PostPolicyError('unknown credential');
  const expected = Buffer.from(signPolicy(signer.secretAccessKey, day, region, policy));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new PostPolicyError('bad signature');

  let document: { expiration?: unknown; conditions?: unknown };
  try {
    document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8'));
  } catch {
    throw new PostPolicyError('malformed policy');
  }
  const expiration = typeof document.expiration === 'string' ? Date.parse(document.expiration) : Number.NaN;
  if (!Number.isFinite(expiration) || now.getTime() >= expiration) throw new PostPolicyError('policy expired');
  if (!Array.isArray(document.conditions)) throw new PostPolicyError('malformed policy');

  const covered = new Set<string>();
  let range: [number, number] | null = null;
  const check = (op: string, field: string, value: unknown) => {
    const name = field.replace(/^\$/, '').toLowerCase();
    covered.add(name);
    const actual = name === 'bucket' ? (lower.get('bucket') ?? signer.bucket) : lower.get(name);
    if (name === 'bucket' && value !== signer.bucket) throw new PostPolicyError('wrong bucket');
    if (typeof value !== 'string' || actual === undefined) throw new PostPolicyError(`condition on ${name} not met`);
    if (op === 'eq' ? actual !== value : !actual.startsWith(value)) throw new PostPolicyError(`condition on ${name} not met`);
  };
  for (const condition of document.conditions) {
    if (Array.isArray(condition)) {
      const [op, a, b] = condition as [unknown, unknown, unknown];
      if (op === 'content-length-range' && typeof a === 'number' && typeof b === 'number') range = [a, b];
      else if ((op === 'eq' || op === 'starts-with') && typeof a === 'string') check(op, a, b);
      else throw new PostPolicyError('malformed condition');
    } else if (condition && typeof condition === 'object') {
      for (const [field, value] of Object.entries(condition)) check('eq', field, value);
    } else throw new PostPolicyError('malformed condition');
  }
  for (const name of lower.keys()) {
    if (!UNCOVERED.has(name) && !name.startsWith('x-ignore-') && !covered.has(name))
      throw new PostPolicyError(`field ${name} not allowed by the policy`);
  }
  const key = lower.get('key');
  if (!key || !covered.has('key')) throw new PostPolicyError('condition on key not met');
  if (!range) throw new PostPolicyError('no content-length-range');
  return { key, contentType: lower.get('content-type'), minBytes: range[0], maxBytes: range[1] };
}
