import type { EnvelopedCredential } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { audit } from '../audit/index.js';
import { findLearnerProductWithLearner } from '../product/index.js';
import {
  CREDENTIAL_CONTEXTS,
  certificateCredential,
  enveloped,
  issuerId,
  jwksUrl,
  signCredential,
  statusListCredential,
} from './credential.js';
import * as repo from './repo.js';
import { hoursOf } from './service.js';
import { activeSigningKey, publishedKeys, rotateSigningKey } from './signing-keys.js';
import { encodeStatusList, STATUS_LIST_SIZE, statusIndexOf, statusListOf } from './status-list.js';
import { printedCode } from './verification-code.js';

/** The key credential signing keys are sealed with (the server's PII key, as for every stored secret). */
export interface CredentialKeys {
  piiKey: Buffer;
}

export const CREDENTIAL_REVOKED = 'CERTIFICATE_REVOKED';

const deps = (ctx: AppContext, keys: CredentialKeys) => ({ db: ctx.database.db, clock: ctx.clock, sealKey: keys.piiKey });

/**
 * GET api/public/certificate/{code}/credential: the certificate as a signed Open Badges 3.0 credential. It is
 * built from the frozen certificate row at each request and signed with the active key (Ed25519 signatures are
 * deterministic, so the same key gives the same credential). A revoked one is still served: its status says so.
 */
export async function credentialOf(ctx: AppContext, keys: CredentialKeys, code: string): Promise<EnvelopedCredential> {
  const { db } = ctx.database;
  const row = await repo.findByCode(db, code);
  if (!row) throw notFound('certificate');
  const found = await findLearnerProductWithLearner(db, row.learnerProductId);
  if (!found) throw notFound('certificate');
  const credential = certificateCredential(ctx.config, {
    printedCode: printedCode(row.code),
    learnerName: row.learnerName,
    course: row.course,
    productId: found.product.id,
    provider: found.product.accountName,
    completedOn: row.completedOn,
    hours: hoursOf(row.creditedMs),
    issuedAt: row.issuedAt,
    expiresOn: row.expiresOn,
    statusList: statusListOf(row.id),
    statusIndex: statusIndexOf(row.id),
  });
  return enveloped(await signCredential(ctx.config, await activeSigningKey(deps(ctx, keys)), credential));
}

/** GET api/public/credentials/status/{list}: the revocation list, signed, read fresh from the certificates. */
export async function statusListOfNumber(ctx: AppContext, keys: CredentialKeys, list: number): Promise<EnvelopedCredential> {
  const from = list * STATUS_LIST_SIZE;
  const revoked = await repo.revokedIdsBetween(ctx.database.db, from, from + STATUS_LIST_SIZE);
  const credential = statusListCredential(ctx.config, list, encodeStatusList(revoked.map((id) => id - from)), ctx.clock.now());
  return enveloped(await signCredential(ctx.config, await activeSigningKey(deps(ctx, keys)), credential));
}

/** GET api/public/issuer/jwks: every key the issuer has signed with. */
export const issuerKeys = (ctx: AppContext) => publishedKeys(ctx.database.db);

/** GET api/public/issuer: the issuer's profile (OB 3.0 §B.1.14), pointing at its keys. */
export const issuerProfile = (ctx: AppContext) => ({
  '@context': CREDENTIAL_CONTEXTS,
  id: issuerId(ctx.config),
  type: ['Profile'],
  name: 'Continuum',
  url: ctx.config.publicUrl,
  jwks: jwksUrl(ctx.config),
});

/**
 * POST api/admin/certificates/{code}/revoke: an administrator revokes a certificate with a reason (audited).
 * Revoking twice is refused with 409 so the first reason stands.
 */
export async function revokeCertificateByCode(ctx: AppContext, actor: SessionUser, code: string, reason: string): Promise<void> {
  const { db } = ctx.database;
  const row = await repo.findByCode(db, code);
  if (!row) throw notFound('certificate');
  const now = ctx.clock.now();
  await db.transaction(async (tx) => {
    const revoked = await repo.revokeCertificate(tx, row.id, { revokedAt: now, revokedReason: reason, revokedBy: actor.login });
    if (!revoked) throw new AppError(CREDENTIAL_REVOKED, 409, 'The certificate is already revoked');
    await audit(tx, ctx.clock, actor.login, 'CERTIFICATE_REVOKED', {
      certificate: String(row.id),
      learnerProduct: String(row.learnerProductId),
      reason,
    });
  });
}

/** POST api/admin/credential-keys/rotate: a new signing key (audited); returns its kid. */
export async function rotateCredentialKey(ctx: AppContext, keys: CredentialKeys, actor: SessionUser): Promise<string> {
  const kid = await rotateSigningKey(deps(ctx, keys));
  await audit(ctx.database.db, ctx.clock, actor.login, 'CREDENTIAL_KEY_ROTATED', { kid });
  return kid;
}
