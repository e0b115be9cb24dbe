import { inflateSync } from 'node:zlib';
import { Authority } from '@continuum/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, learnerProducts, seatTimeLedger } from '../../platform/db/schema/index.js';
import { createLearnerProduct, createTestApp, createUser, type TestApp, TestClient } from '../../test/harness.js';
import { learnerWithAffidavitCourse } from '../affidavit/testing/fixture.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn(authorities: string[] = []) {
  const user = await createUser(t, { authorities: [Authority.AUTHENTICATED, ...authorities] });
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  return { user, client };
}

/** A learner whose product is in `status`, with 1 h 30 min credited in the seat-time ledger. */
async function learnerWith(status: string) {
  const me = await signedIn();
  const { lp } = await createLearnerProduct(t, me.user.id, 'Ethics 101');
  await t.database.db
    .update(learnerProducts)
    .set({ status, completedAt: new Date('2026-03-04T15:00:00Z'), startDate: '2026-02-01' })
    .where(eq(learnerProducts.id, lp.id));
  const entry = {
    learnerProductId: lp.id,
    nodeId: 1,
    userId: me.user.id,
    day: '2026-03-01',
    at: t.clock.now(),
    prevHash: 'x',
    hash: 'y',
  };
  await t.database.db.insert(seatTimeLedger).values([
    { ...entry, seq: 1, creditedMs: 3_600_000 },
    { ...entry, seq: 2, creditedMs: 1_800_000 },
  ]);
  return { ...me, lp };
}

/** The text-drawing operators of a PDF's content streams, inflated (pdfkit writes text as hex strings). */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  let out = '';
  // Not after 'end': the 'stream' inside 'endstream' would start a false match that swallows the next real stream
  // (the text was lost once in a full run, depending on the random verification code's bytes).
  for (const m of raw.matchAll(/(?<!end)stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      const body = inflateSync(Buffer.from(m[1] as string, 'latin1')).toString('latin1');
      for (const hex of body.matchAll(/<([0-9a-f]+)>/gi)) out += Buffer.from(hex[1] as string, 'hex').toString('latin1');
      out += '\n';
    } catch {
      // not a deflated stream (fonts, images)
    }
  }
  return out;
}

describe('the completion certificate', () => {
  it('issues one certificate for a COMPLETE product: course, completion date, ledger hours, verification code', async () => {
    const a = await learnerWith('COMPLETE');
    const res = await a.client.get(`/api/certificate/${a.lp.id}`);
    expect(res.statusCode).toBe(200);
    const cert = res.json();
    expect(cert).toMatchObject({ learnerName: 'Test User', course: 'Ethics 101', completedOn: '2026-03-04', hours: 1.5 });
    expect(cert.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    // Issued once: the same code on every request, one row.
    expect((await a.client.get(`/api/certificate/${a.lp.id}`)).json().code).toBe(cert.code);
    const rows = await t.database.db.select().from(certificates).where(eq(certificates.learnerProductId, a.lp.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.creditedMs).toBe(5_400_000);

    const pdf = await a.client.get(`/pdf/certificate/${a.lp.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, '');
    expect(text).toContain('1.50');
    expect(text).toContain('2026-03-04');
  });

  it('answers 409 with a code for an incomplete or COMPLETE_FAIL product, and issues nothing', async () => {
    for (const status of ['IN_PROGRESS', 'COMPLETE_FAIL', 'PENDING_SIGNATURE']) {
      const a = await learnerWith(status);
      const res = await a.client.get(`/api/certificate/${a.lp.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('CERTIFICATE_NOT_COMPLETE');
      expect((await a.client.get(`/pdf/certificate/${a.lp.id}`)).statusCode).toBe(409);
      const rows = await t.database.db.select().from(certificates).where(eq(certificates.learnerProductId, a.lp.id));
      expect(rows).toHaveLength(0);
    }
  });

  it('answers 404 to another learner, 401 without a session, 400 for a bad id; an administrator may fetch it', async () => {
    const a = await learnerWith('COMPLETE');
    const b = await signedIn();
    expect((await b.client.get(`/api/certificate/${a.lp.id}`)).statusCode).toBe(404);
    expect((await b.client.get(`/pdf/certificate/${a.lp.id}`)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(`/api/certificate/${a.lp.id}`)).statusCode).toBe(401);
    expect((await a.client.get('/api/certificate/99999999999')).statusCode).toBe(400);
    expect((await a.client.get('/api/certificate/2147483647')).statusCode).toBe(404);
    const admin = await signedIn([Authority.ADMIN]);
    await a.client.get(`/api/certificate/${a.lp.id}`); // issued by its learner first
    expect((await admin.client.get(`/api/certificate/${a.lp.id}`)).statusCode).toBe(200);
  });

  it('an administrator reading a certificate not yet issued issues nothing (409); once the learner has it, the same one', async () => {
    const a = await learnerWith('COMPLETE');
    const admin = await signedIn([Authority.ADMIN]);
    const early = await admin.client.get(`/api/certificate/${a.lp.id}`);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('CERTIFICATE_NOT_ISSUED');
    expect((await admin.client.get(`/pdf/certificate/${a.lp.id}`)).statusCode).toBe(409);
    expect(await t.database.db.select().from(certificates).where(eq(certificates.learnerProductId, a.lp.id))).toEqual([]);
    const own = (await a.client.get(`/api/certificate/${a.lp.id}`)).json();
    expect((await admin.client.get(`/api/certificate/${a.lp.id}`)).json()).toEqual(own);
  });
});

describe('the licences on the certificate', () => {
  it('prints the licence the final affidavit named with its number masked, never the full number', async () => {
    const licence = 'QX-REG-009731';
    const a = await learnerWithAffidavitCourse(t, {
      SC_STUDENT_AFFIDAVITS_FINAL_REQUIRED: 'yes',
      SC_STUDENT_AFFIDAVITS_LICENSE: 'yes',
      // The affidavit's date must be today in the course's zone: UTC, as the date typed below.
      SC_SEAT_TIME_TIME_ZONE: 'UTC',
    });
    const [m, d, y] = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' })
      .format(t.clock.now())
      .split('/');
    const accepted = await a.client.post(`/api/affidavit/acceptFinal/${a.lp.id}`, {
      date: `${m}/${d}/${y}`,
      firstName: 'Ada',
      lastName: 'Lovelace',
      license: {
        state: 'TX',
        licenseType: 'Broker',
        renewalDateStr: `6/30/${t.clock.now().getUTCFullYear() + 1}`,
        licenseNumber: licence,
      },
    });
    expect(accepted.json()).toEqual([]);
    await t.database.db
      .update(learnerProducts)
      .set({ status: 'COMPLETE', completedAt: new Date('2026-03-04T15:00:00Z') })
      .where(eq(learnerProducts.id, a.lp.id));
    const pdf = await a.client.get(`/pdf/certificate/${a.lp.id}`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, '');
    expect(text).toContain('License:TXBroker****9731');
    expect(text).not.toContain('009731');
    expect(pdf.rawPayload.toString('latin1')).not.toContain(licence);
  });

  it('prints no licence line when the learner named none', async () => {
    const a = await learnerWith('COMPLETE');
    const text = pdfText((await a.client.get(`/pdf/certificate/${a.lp.id}`)).rawPayload);
    expect(text.replace(/\s+/g, '')).not.toContain('License:');
  });
});

describe('the public verification', () => {
  it('shows name, course, completion date and hours to anyone with the code, and nothing else', async () => {
    const a = await learnerWith('COMPLETE');
    const { code } = (await a.client.get(`/api/certificate/${a.lp.id}`)).json();
    const anonymous = new TestClient(t.app);
    for (const asTyped of [code, code.replace(/-/g, '').toLowerCase()]) {
      const res = await anonymous.get(`/api/public/certificate/${asTyped}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        code,
        learnerName: 'Test User',
        course: 'Ethics 101',
        completedOn: '2026-03-04',
        hours: 1.5,
        status: 'VALID',
        expiresOn: null,
        revokedOn: null,
        revokedReason: null,
        credentialUrl: `http://localhost:8080/api/public/certificate/${code}/credential`,
      });
      expect(res.body).not.toContain(a.user.login);
      expect(res.body).not.toContain(a.user.email);
    }
  });

  it('answers 404 for a wrong code and 400 for something that is not a code', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/public/certificate/ABCD-EFGH-JKMN-PQRS')).statusCode).toBe(404);
    const bad = await anonymous.get('/api/public/certificate/not-a-code');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('code');
  });
});
