import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';

type PrivateKey = Awaited<ReturnType<typeof importJWK>>;

/** An Ed25519 public key as published (RFC 8037 §2), with its thumbprint as kid. */
export interface PublicJwk {
  kty: string;
  crv: string;
  x: string;
  kid: string;
  alg: string;
  use: string;
}

import type { Clock } from '../../platform/clock.js';
import { open, seal } from '../../platform/crypto.js';
import type { Db } from '../../platform/db/client.js';
import * as repo from './repo.js';

/** What the credential keys need: the database, the clock and the key their private halves are sealed with. */
export interface SigningKeyDeps {
  db: Db;
  clock: Clock;
  sealKey: Buffer;
}

export interface SigningKey {
  /** The key's RFC 7638 thumbprint, as it appears after the '#' of the proof's kid. */
  kid: string;
  privateKey: PrivateKey;
}

const sealContext = (kid: string) => `credential-key/${kid}`;

/** Ed25519 (EdDSA): small signatures, deterministic, supported by every JOSE library (decision 0160). */
async function newKeyRow(now: Date) {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const { kty, crv, x } = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint({ kty, crv, x });
  const privateJwk = await exportJWK(privateKey);
  return {
    kid,
    publicJwk: { kty: kty ?? 'OKP', crv: crv ?? 'Ed25519', x: x ?? '', kid, alg: 'EdDSA', use: 'sig' },
    privateJwkSealed: '',
    privateJwk,
    createdAt: now,
  };
}

async function toSigningKey(deps: SigningKeyDeps, row: repo.CredentialKeyRow): Promise<SigningKey> {
  const jwk = JSON.parse(open(deps.sealKey, row.privateJwkSealed, sealContext(row.kid))) as JWK;
  return { kid: row.kid, privateKey: await importJWK(jwk, 'EdDSA') };
}

/** Makes a new key the active one and returns it; the old ones stay published so what they signed still verifies. */
async function makeActiveKey(deps: SigningKeyDeps): Promise<SigningKey> {
  const { privateJwk, ...row } = await newKeyRow(deps.clock.now());
  row.privateJwkSealed = seal(deps.sealKey, JSON.stringify(privateJwk), sealContext(row.kid));
  await deps.db.transaction((tx) => repo.insertActiveKey(tx, row));
  return { kid: row.kid, privateKey: await importJWK(privateJwk, 'EdDSA') };
}

/** Makes a new key the active one (rotation); returns its kid. */
export async function rotateSigningKey(deps: SigningKeyDeps): Promise<string> {
  return (await makeActiveKey(deps)).kid;
}

/**
 * The active signing key, made on first use. The key made here is used as made, not read back: another instance
 * may make one at the same moment, and reading back could return that one.
 */
export async function activeSigningKey(deps: SigningKeyDeps): Promise<SigningKey> {
  const row = await repo.findActiveKey(deps.db);
  if (row) {
    try {
      return await toSigningKey(deps, row);
    } catch {
      // Sealed with another server key (SECRET rotated, or another deployment on this database): that key cannot
      // sign here any more. A new one takes over; the old stays published, so what it signed still verifies.
    }
  }
  return makeActiveKey(deps);
}

/** The issuer's public keys (RFC 7517 JWK Set), retired ones included. */
export async function publishedKeys(db: Db): Promise<{ keys: PublicJwk[] }> {
  const rows = await repo.findAllKeys(db);
  return { keys: rows.map((r) => r.publicJwk) };
}
