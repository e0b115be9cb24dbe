import { CompactSign } from 'jose';
import type { AppContext } from '../../platform/context.js';
import { jwksUrl } from './credential.js';
import { type CredentialKeys, credentialOf } from './credential-service.js';
import * as repo from './repo.js';
import { activeSigningKey } from './signing-keys.js';

/** One learner product's certificate (the frozen row) and its signed credential, or nulls; for the records archive. */
export async function certificateRecordOf(ctx: AppContext, keys: CredentialKeys, learnerProductId: number) {
  const row = await repo.findByLearnerProduct(ctx.database.db, learnerProductId);
  if (!row) return { certificate: null, credential: null };
  return { certificate: row, credential: await credentialOf(ctx, keys, row.code) };
}

/**
 * Signs a records manifest with the credential key (decision 0182): a compact JWS (EdDSA) whose payload is the
 * manifest's bytes, kid the key's URL in the issuer's published JWK Set, so anyone holding the set can check it.
 */
export async function signRecordsManifest(ctx: AppContext, keys: CredentialKeys, manifest: Uint8Array): Promise<string> {
  const key = await activeSigningKey({ db: ctx.database.db, clock: ctx.clock, sealKey: keys.piiKey });
  return new CompactSign(manifest)
    .setProtectedHeader({ alg: 'EdDSA', typ: 'records-manifest+jws', kid: `${jwksUrl(ctx.config)}#${key.kid}` })
    .sign(key.privateKey);
}
