import { CompactSign } from 'jose';
import type { SigningKey } from './signing-keys.js';

/** Where the platform publishes what a verifier fetches: the issuer profile, its keys, the status lists. */
export interface CredentialUrls {
  publicUrl: string;
}

export const issuerId = (u: CredentialUrls) => `${u.publicUrl}/api/public/issuer`;
export const jwksUrl = (u: CredentialUrls) => `${u.publicUrl}/api/public/issuer/jwks`;
export const statusListUrl = (u: CredentialUrls, list: number) => `${u.publicUrl}/api/public/credentials/status/${list}`;
export const credentialUrl = (u: CredentialUrls, printedCode: string) =>
  `${u.publicUrl}/api/public/certificate/${printedCode}/credential`;
export const verifyPageUrl = (u: CredentialUrls, printedCode: string) => `${u.publicUrl}/verify/${printedCode}`;

/** VC Data Model 2.0 and the Open Badges 3.0 context (1EdTech, OB 3.0 §B.1, context 3.0.3). */
export const CREDENTIAL_CONTEXTS = [
  'https://www.w3.org/ns/credentials/v2',
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
];

/** What a certificate states, as the credential carries it: the name and the certificate's own facts only. */
export interface CredentialFacts {
  printedCode: string;
  learnerName: string;
  course: string;
  productId: number;
  provider: string;
  completedOn: string;
  hours: number;
  issuedAt: Date;
  expiresOn: string | null;
  statusList: number;
  statusIndex: number;
}

/**
 * The certificate as an OpenBadgeCredential (OB 3.0 §B.1.1). The learner is named by an IdentityObject of type
 * "name", unhashed (§B.1.7): the verification page shows the name anyway, and nothing else personal is included.
 */
export function certificateCredential(u: CredentialUrls, f: CredentialFacts) {
  return {
    '@context': CREDENTIAL_CONTEXTS,
    id: credentialUrl(u, f.printedCode),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: f.course,
    issuer: { id: issuerId(u), type: ['Profile'], name: f.provider },
    validFrom: f.issuedAt.toISOString(),
    ...(f.expiresOn ? { validUntil: `${f.expiresOn}T23:59:59Z` } : {}),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: f.learnerName }],
      activityEndDate: `${f.completedOn}T00:00:00Z`,
      creditsEarned: f.hours,
      achievement: {
        id: `${u.publicUrl}/api/public/achievements/product/${f.productId}`,
        type: ['Achievement'],
        achievementType: 'Course',
        name: f.course,
        description: `Completion of the course ${f.course}`,
        criteria: { narrative: 'Completed every required part of the course, with its seat time and final exam.' },
      },
    },
    evidence: [{ id: verifyPageUrl(u, f.printedCode), type: ['Evidence'], name: 'Certificate verification page' }],
    credentialStatus: {
      id: `${statusListUrl(u, f.statusList)}#${f.statusIndex}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(f.statusIndex),
      statusListCredential: statusListUrl(u, f.statusList),
    },
  };
}

/** Bitstring Status List v1.0 §2.2: the list itself, a credential signed by the same issuer. */
export function statusListCredential(u: CredentialUrls, list: number, encodedList: string, now: Date) {
  return {
    '@context': ['https://www.w3.org/ns/credentials/v2'],
    id: statusListUrl(u, list),
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: issuerId(u),
    validFrom: now.toISOString(),
    credentialSubject: {
      id: `${statusListUrl(u, list)}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList,
    },
  };
}

/**
 * Secures a credential with JOSE (W3C VC-JOSE-COSE §3.1.1): the payload is the credential itself, typ
 * "vc+jwt", cty "vc", and kid the URL of the key in the issuer's JWK Set (where the proof says the key is).
 */
export async function signCredential(u: CredentialUrls, key: SigningKey, credential: object): Promise<string> {
  return new CompactSign(new TextEncoder().encode(JSON.stringify(credential)))
    .setProtectedHeader({ alg: 'EdDSA', typ: 'vc+jwt', cty: 'vc', kid: `${jwksUrl(u)}#${key.kid}` })
    .sign(key.privateKey);
}

/** VC Data Model 2.0 §4.13: a JWT-secured credential in JSON, as an EnvelopedVerifiableCredential. */
export const enveloped = (jwt: string) => ({
  '@context': 'https://www.w3.org/ns/credentials/v2',
  id: `data:application/vc+jwt,${jwt}`,
  type: 'EnvelopedVerifiableCredential' as const,
});
