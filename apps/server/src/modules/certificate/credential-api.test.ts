import { gunzipSync, inflateSync } from 'node:zlib';
import { Authority } from '@continuum/contracts';
// The independent verifier: the credential is signed with jose; here it is checked with @noble/curves, a different
// Ed25519 implementation, from nothing but the compact JWS and the issuer's published JWK Set.
import { ed25519 } from '@noble/curves/ed25519.js';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, learnerProducts } from '../../platform/db/schema/index.js';
import { creditSeatTime, signedIn } from '../../test/enrolled-learner.js';
import { createLearnerProduct, createTestApp, type TestApp, TestClient } from '../../test/harness.js';
import { QR_MODULE_PT } from './certificate-pdf.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A learner with a COMPLETE product (2 h credited) and its issued certificate's printed code. */
async function certified() {
  const me = await signedIn(t);
  const { lp } = await createLearnerProduct(t, me.user.id, 'Ethics 101');
  await t.database.db
    .update(learnerProducts)
    .set({ status: 'COMPLETE', completedAt: new Date('2026-03-04T15:00:00Z'), startDate: '2026-02-01' })
    .where(eq(learnerProducts.id, lp.id));
  await creditSeatTime(t, { learnerProductId: lp.id, userId: me.user.id, ms: 7_200_000 });
  const code: string = (await me.client.get(`/api/certificate/${lp.id}`)).json().code;
  return { ...me, lp, code };
}

const anonymous = () => new TestClient(t.app);
const b64json = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

/** Verifies an EnvelopedVerifiableCredential's JWS against the issuer's JWK Set; returns its header and payload. */
async function verifyEnveloped(envelope: { id: string; type: string }) {
  expect(envelope.type).toBe('EnvelopedVerifiableCredential');
  const prefix = 'data:application/vc+jwt,';
  expect(envelope.id.startsWith(prefix)).toBe(true);
  const jws = envelope.id.slice(prefix.length);
  const [h, p, s] = jws.split('.') as [string, string, string];
  const header = b64json(h);
  expect(header).toMatchObject({ alg: 'EdDSA', typ: 'vc+jwt', cty: 'vc' });
  // The kid is where the key is published: the JWK Set URL, then '#' and the key's thumbprint.
  const [jwksUrl, kid] = String(header.kid).split('#');
  const jwks = (await anonymous().get(new URL(jwksUrl as string).pathname)).json();
  const jwk = jwks.keys.find((k: { kid: string }) => k.kid === kid);
  expect(jwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519' });
  expect(jwk.d).toBeUndefined();
  const valid = ed25519.verify(
    Buffer.from(s, 'base64url'),
    new TextEncoder().encode(`${h}.${p}`),
    Buffer.from(jwk.x, 'base64url'),
  );
  return { valid, header, payload: b64json(p), jws };
}

/** The bit at `index` of a Bitstring Status List credential's encodedList (multibase base64url, GZIP). */
function statusBit(encodedList: string, index: number): number {
  expect(encodedList[0]).toBe('u');
  const bits = gunzipSync(Buffer.from(encodedList.slice(1), 'base64url'));
  expect(bits.length).toBeGreaterThanOrEqual(16_384);
  return ((bits[index >> 3] ?? 0) >> (7 - (index & 7))) & 1;
}

describe('certificates as verifiable credentials (issue 28, decision 0160)', () => {
  it('serves a signed Open Badges 3.0 credential that an independent Ed25519 verifier accepts', async () => {
    const a = await certified();
    const res = await anonymous().get(`/api/public/certificate/${a.code}/credential`);
    expect(res.statusCode).toBe(200);
    const { valid, payload } = await verifyEnveloped(res.json());
    expect(valid).toBe(true);
    expect(payload['@context'][0]).toBe('https://www.w3.org/ns/credentials/v2');
    expect(payload.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(payload.issuer.id).toMatch(/\/api\/public\/issuer$/);
    expect(payload.credentialSubject.identifier[0]).toMatchObject({ identityType: 'name', identityHash: 'Test User' });
    expect(payload.credentialSubject.creditsEarned).toBe(2);
    expect(payload.credentialSubject.activityEndDate).toBe('2026-03-04T00:00:00Z');
    expect(payload.credentialSubject.achievement.name).toBe('Ethics 101');
    expect(payload.credentialStatus).toMatchObject({ type: 'BitstringStatusListEntry', statusPurpose: 'revocation' });
    // Nothing personal beyond the name: no login, no e-mail.
    expect(JSON.stringify(payload)).not.toContain(a.user.login);
  });

  it('a tampered credential fails the independent check', async () => {
    const a = await certified();
    const { header, payload, jws } = await verifyEnveloped(
      (await anonymous().get(`/api/public/certificate/${a.code}/credential`)).json(),
    );
    payload.credentialSubject.creditsEarned = 40;
    const forged = `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${jws.split('.')[2]}`;
    expect(
      (await verifyEnveloped({ id: `data:application/vc+jwt,${forged}`, type: 'EnvelopedVerifiableCredential' })).valid,
    ).toBe(false);
  });

  it('an administrator revokes with a reason (audited): the status list bit is set, the verification says REVOKED', async () => {
    const a = await certified();
    const other = await certified();
    const admin = await signedIn(t, [Authority.AUTHENTICATED, Authority.ADMIN]);
    const { payload } = await verifyEnveloped((await anonymous().get(`/api/public/certificate/${a.code}/credential`)).json());
    const entry = payload.credentialStatus;
    const listPath = new URL(entry.statusListCredential).pathname;
    const before = await verifyEnveloped((await anonymous().get(listPath)).json());
    expect(before.valid).toBe(true);
    expect(statusBit(before.payload.credentialSubject.encodedList, Number(entry.statusListIndex))).toBe(0);
    expect((await anonymous().get(`/api/public/certificate/${a.code}`)).json()).toMatchObject({ status: 'VALID' });

    // Not a learner's to do, and a reason is required.
    expect((await a.client.post(`/api/admin/certificates/${a.code}/revoke`, { reason: 'x' })).statusCode).toBe(403);
    const noReason = await admin.client.post(`/api/admin/certificates/${a.code}/revoke`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('reason');

    const revoked = await admin.client.post(`/api/admin/certificates/${a.code}/revoke`, { reason: 'Exam fraud found' });
    expect(revoked.statusCode).toBe(204);
    expect((await admin.client.post(`/api/admin/certificates/${a.code}/revoke`, { reason: 'again' })).statusCode).toBe(409);

    const after = await verifyEnveloped((await anonymous().get(listPath)).json());
    expect(after.valid).toBe(true);
    expect(statusBit(after.payload.credentialSubject.encodedList, Number(entry.statusListIndex))).toBe(1);
    const otherEntry = (await verifyEnveloped((await anonymous().get(`/api/public/certificate/${other.code}/credential`)).json()))
      .payload.credentialStatus;
    expect(statusBit(after.payload.credentialSubject.encodedList, Number(otherEntry.statusListIndex))).toBe(0);

    expect((await anonymous().get(`/api/public/certificate/${a.code}`)).json()).toMatchObject({
      status: 'REVOKED',
      revokedReason: 'Exam fraud found',
    });
    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.type, 'CERTIFICATE_REVOKED'));
    expect(events.some((e) => e.principal === admin.user.login && e.data.reason === 'Exam fraud found')).toBe(true);
  });

  it('an independent verifier (signature, then the status list it names) passes a credential and fails it once revoked', async () => {
    /** What a third-party verifier does with nothing but the credential: the JWS, then the signed status list's bit. */
    const independentlyValid = async (code: string) => {
      const credential = await verifyEnveloped((await anonymous().get(`/api/public/certificate/${code}/credential`)).json());
      if (!credential.valid) return false;
      const entry = credential.payload.credentialStatus;
      const list = await verifyEnveloped((await anonymous().get(new URL(entry.statusListCredential).pathname)).json());
      if (!list.valid || list.payload.credentialSubject.statusPurpose !== 'revocation') return false;
      return statusBit(list.payload.credentialSubject.encodedList, Number(entry.statusListIndex)) === 0;
    };
    const a = await certified();
    const admin = await signedIn(t, [Authority.AUTHENTICATED, Authority.ADMIN]);
    expect(await independentlyValid(a.code)).toBe(true);
    expect((await admin.client.post(`/api/admin/certificates/${a.code}/revoke`, { reason: 'Issued in error' })).statusCode).toBe(
      204,
    );
    expect(await independentlyValid(a.code)).toBe(false);
  });

  it('the key rotates: the new key signs, the old one stays published and its credentials still verify', async () => {
    const a = await certified();
    const first = await verifyEnveloped((await anonymous().get(`/api/public/certificate/${a.code}/credential`)).json());
    const admin = await signedIn(t, [Authority.AUTHENTICATED, Authority.ADMIN]);
    const rotated = await admin.client.post('/api/admin/credential-keys/rotate', {});
    expect(rotated.statusCode).toBe(200);
    const newKid: string = rotated.json().kid;
    const second = await verifyEnveloped((await anonymous().get(`/api/public/certificate/${a.code}/credential`)).json());
    expect(second.valid).toBe(true);
    expect(String(second.header.kid).endsWith(`#${newKid}`)).toBe(true);
    expect(second.header.kid).not.toBe(first.header.kid);
    // The first credential, signed with the retired key, still verifies against the published set.
    expect(
      (await verifyEnveloped({ id: `data:application/vc+jwt,${first.jws}`, type: 'EnvelopedVerifiableCredential' })).valid,
    ).toBe(true);
  });

  it('refuses what is not a code or a list, and says 404 for an unknown code', async () => {
    expect((await anonymous().get('/api/public/certificate/nope/credential')).statusCode).toBe(400);
    expect((await anonymous().get('/api/public/certificate/0000-0000-0000-0000/credential')).statusCode).toBe(404);
    expect((await anonymous().get('/api/public/credentials/status/-1')).statusCode).toBe(400);
    expect((await anonymous().get('/api/public/credentials/status/99999999999')).statusCode).toBe(400);
  });

  it("the PDF's QR code decodes to the public verification page", async () => {
    const a = await certified();
    const pdf = (await a.client.get(`/pdf/certificate/${a.lp.id}`)).rawPayload;
    // Rebuild the picture from the squares the PDF draws (`x y w h re` of the module size) and let jsQR read it.
    const squares: [number, number][] = [];
    for (const m of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
      let body: string;
      try {
        body = inflateSync(Buffer.from(m[1] as string, 'latin1')).toString('latin1');
      } catch {
        continue;
      }
      for (const r of body.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re/g)) {
        if (Number(r[3]) === QR_MODULE_PT && Number(r[4]) === QR_MODULE_PT) squares.push([Number(r[1]), Number(r[2])]);
      }
    }
    expect(squares.length).toBeGreaterThan(100);
    const x0 = Math.min(...squares.map((s) => s[0]));
    const y0 = Math.min(...squares.map((s) => s[1]));
    const n = Math.round((Math.max(...squares.map((s) => s[0])) - x0) / QR_MODULE_PT) + 1;
    const px = 4;
    const side = (n + 8) * px;
    const rgba = new Uint8ClampedArray(side * side * 4).fill(255);
    for (const [x, y] of squares) {
      const col = Math.round((x - x0) / QR_MODULE_PT) + 4;
      const row = Math.round((y - y0) / QR_MODULE_PT) + 4;
      for (let dy = 0; dy < px; dy++)
        for (let dx = 0; dx < px; dx++) {
          const i = ((row * px + dy) * side + col * px + dx) * 4;
          rgba[i] = rgba[i + 1] = rgba[i + 2] = 0;
        }
    }
    const decoded = jsQR(rgba, side, side);
    expect(decoded?.data).toMatch(new RegExp(`/verify/${a.code}$`));
  });
});
