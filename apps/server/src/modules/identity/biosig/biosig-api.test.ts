import { Authority, NMLS_ID_INVALID, NMLS_ID_REQUIRED } from '@continuum/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { biosigChecks, biosigTemplates, learnerProducts, users } from '../../../platform/db/schema/index.js';
import { createLearnerProduct, createTestApp, createUser, type TestApp, TestClient } from '../../../test/harness.js';
import { biosigEvidence } from './evidence.js';
import { forgeryOf, genuineOf, rngOf, writerOf } from './synthetic.js';

let t: TestApp;
const rng = rngOf(2026);
const writer = writerOf(rng, 'pen');

async function learner(flags: Partial<typeof learnerProducts.$inferInsert> = { biosigRequired: true }) {
  const user = await createUser(t, { authorities: [Authority.AUTHENTICATED] });
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  const { lp } = await createLearnerProduct(t, user.id, 'Mortgage Ethics');
  await t.database.db.update(learnerProducts).set(flags).where(eq(learnerProducts.id, lp.id));
  return { user, client, lp };
}

const fieldsOf = (res: { json(): { fieldErrors?: { field: string; message: string }[] } }) => res.json().fieldErrors ?? [];

async function init(client: TestClient, lpId: number, nmlsId = '123456') {
  const res = await client.post(`/api/biosigid/${lpId}/init/nmlsid`, { nmlsId });
  expect(res.statusCode).toBe(200);
  return res.json() as { biosigUrl: string; biosigCallbackId: string };
}

const status = (client: TestClient, id: string) => client.get(`/api/biosigid/response/${id}`);
const draw = (client: TestClient, id: string, sample: unknown) => client.post(`/api/biosigid/session/${id}/sample`, { sample });

/** Enrols the learner (three genuine samples) through one check. */
async function enrol(client: TestClient, lpId: number) {
  const { biosigCallbackId: id } = await init(client, lpId);
  for (let i = 0; i < 3; i++) expect((await draw(client, id, genuineOf(rng, writer))).statusCode).toBe(200);
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST api/biosigid/{lpId}/init/nmlsid', () => {
  it('answers our own page and a callback id; the NMLS id is stored sealed, the check IN_PROGRESS', async () => {
    const a = await learner();
    const reply = await init(a.client, a.lp.id, '00451234');
    expect(reply.biosigUrl).toBe(`/biosig/${reply.biosigCallbackId}`);
    expect(reply.biosigCallbackId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const [row] = await t.database.db.select().from(biosigChecks).where(eq(biosigChecks.callbackId, reply.biosigCallbackId));
    expect(row).toMatchObject({
      userId: a.user.id,
      learnerProductId: a.lp.id,
      mode: 'ENROL',
      status: 'IN_PROGRESS',
      purpose: 'COURSE',
    });
    expect(row?.nmlsIdSealed).toBeTruthy();
    expect(row?.nmlsIdSealed).not.toContain('00451234');
    const res = await status(a.client, reply.biosigCallbackId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('IN_PROGRESS');
  });

  it('names nmlsId with the spec texts when missing, not numeric or out of 4-12 digits', async () => {
    const a = await learner();
    const cases: [unknown, string][] = [
      [undefined, NMLS_ID_REQUIRED],
      ['', NMLS_ID_REQUIRED],
      ['123', NMLS_ID_INVALID],
      ['1234567890123', NMLS_ID_INVALID],
      ['12a456', NMLS_ID_INVALID],
    ];
    for (const [nmlsId, message] of cases) {
      const res = await a.client.post(`/api/biosigid/${a.lp.id}/init/nmlsid`, { nmlsId });
      expect(res.statusCode, String(nmlsId)).toBe(400);
      expect(fieldsOf(res)).toContainEqual({ field: 'nmlsId', message });
    }
  });

  it("answers 404 for another learner's product, 409 when the course asks no check or the account is flagged", async () => {
    const a = await learner();
    const b = await learner();
    expect((await b.client.post(`/api/biosigid/${a.lp.id}/init/nmlsid`, { nmlsId: '1234' })).statusCode).toBe(404);
    const off = await learner({ biosigRequired: false });
    expect((await off.client.post(`/api/biosigid/${off.lp.id}/init/nmlsid`, { nmlsId: '1234' })).json().code).toBe(
      'BIOSIG_NOT_REQUIRED',
    );
    const flagged = await learner({ biosigRequired: true, biosigInitFailed: true });
    expect((await flagged.client.post(`/api/biosigid/${flagged.lp.id}/init/nmlsid`, { nmlsId: '1234' })).json().code).toBe(
      'BIOSIG_INIT_FAILED',
    );
  });

  it('the NMLS-free start refuses a course that asks for the NMLS id, naming nmlsId', async () => {
    const a = await learner({ biosigRequired: true, biosigNmlsIdRequired: true });
    const res = await a.client.post(`/api/biosigid/${a.lp.id}/init`, {});
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toContainEqual({ field: 'nmlsId', message: NMLS_ID_REQUIRED });
    const free = await learner();
    expect((await free.client.post(`/api/biosigid/${free.lp.id}/init`, {})).statusCode).toBe(200);
  });
});

describe('the check lifecycle', () => {
  it('enrols with three samples (template sealed), then a genuine signature PASSes and a forgery FAILs', async () => {
    const a = await learner();
    const first = await init(a.client, a.lp.id);
    const session = await a.client.get(`/api/biosigid/session/${first.biosigCallbackId}`);
    expect(session.json()).toEqual({
      mode: 'ENROL',
      samplesNeeded: 3,
      samplesGiven: 0,
      status: 'IN_PROGRESS',
      courseTitle: 'Mortgage Ethics',
    });
    for (let i = 1; i <= 3; i++) {
      const res = await draw(a.client, first.biosigCallbackId, genuineOf(rng, writer));
      expect(res.json()).toMatchObject({ samplesGiven: i, status: i < 3 ? 'IN_PROGRESS' : 'PASS' });
      expect((await status(a.client, first.biosigCallbackId)).body).toBe(i < 3 ? 'IN_PROGRESS' : 'PASS');
    }
    const [template] = await t.database.db.select().from(biosigTemplates).where(eq(biosigTemplates.userId, a.user.id));
    expect(template?.sampleCount).toBe(3);
    expect(template?.samplesSealed.startsWith('v1.')).toBe(true);
    expect(template?.samplesSealed).not.toContain('strokes');

    const genuine = await init(a.client, a.lp.id);
    expect((await a.client.get(`/api/biosigid/session/${genuine.biosigCallbackId}`)).json().mode).toBe('VERIFY');
    expect((await draw(a.client, genuine.biosigCallbackId, genuineOf(rng, writer))).json().status).toBe('PASS');
    expect((await status(a.client, genuine.biosigCallbackId)).body).toBe('PASS');

    const forged = await init(a.client, a.lp.id);
    const forgery = forgeryOf(rng, writer, writerOf(rng, 'pen'));
    expect((await draw(a.client, forged.biosigCallbackId, forgery)).json().status).toBe('FAIL');
    expect((await status(a.client, forged.biosigCallbackId)).body).toBe('FAIL');
    // A finished check takes no more samples.
    const again = await draw(a.client, forged.biosigCallbackId, genuineOf(rng, writer));
    expect(again.statusCode).toBe(409);
    expect((await status(a.client, forged.biosigCallbackId)).body).toBe('FAIL');

    const evidence = await biosigEvidence(t.database.db, a.user.id, a.lp.id);
    expect(evidence).toMatchObject({ enrolled: true, lastResult: 'FAIL', lastPurpose: 'COURSE' });
    expect(evidence.lastAt).toEqual(t.clock.now());
  });

  it("answers 404 for another learner's callback, to read or to draw, and leaves it untouched", async () => {
    const a = await learner();
    const b = await learner();
    const { biosigCallbackId: id } = await init(a.client, a.lp.id);
    expect((await status(b.client, id)).statusCode).toBe(404);
    expect((await b.client.get(`/api/biosigid/session/${id}`)).statusCode).toBe(404);
    expect((await draw(b.client, id, genuineOf(rng, writer))).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(biosigChecks).where(eq(biosigChecks.callbackId, id));
    expect(row?.samplesGiven).toBe(0);
    expect((await status(new TestClient(t.app), id)).statusCode).toBe(401);
    expect((await status(a.client, 'no-such-check')).statusCode).toBe(404);
  });

  it('a check left unfinished past its time answers FAIL', async () => {
    const a = await learner();
    const { biosigCallbackId: id } = await init(a.client, a.lp.id);
    t.clock.advance(16 * 60_000);
    expect((await status(a.client, id)).body).toBe('FAIL');
    expect((await draw(a.client, id, genuineOf(rng, writer))).statusCode).toBe(409);
  });

  it('names the sample when it is unusable or out of bounds', async () => {
    const a = await learner();
    const { biosigCallbackId: id } = await init(a.client, a.lp.id);
    const dot = { pointerType: 'mouse', strokes: [[[1, 1, 0]]] };
    const res = await draw(a.client, id, dot);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)[0]?.field).toBe('sample');
    const far = { pointerType: 'pen', strokes: [[[1e9, 1, 0]]] };
    expect((await draw(a.client, id, far)).statusCode).toBe(400);
    const backwards = { pointerType: 'mouse', strokes: [Array.from({ length: 20 }, (_, i) => [i * 5, i, 500 - i])] };
    expect(fieldsOf(await draw(a.client, id, backwards))).toContainEqual({
      field: 'sample',
      message: 'sample times must not go back',
    });
  });

  it('deleting the account deletes its template and checks', async () => {
    const a = await learner();
    await enrol(a.client, a.lp.id);
    await t.database.db.delete(users).where(eq(users.id, a.user.id));
    expect(await t.database.db.select().from(biosigTemplates).where(eq(biosigTemplates.userId, a.user.id))).toEqual([]);
    expect(await t.database.db.select().from(biosigChecks).where(eq(biosigChecks.userId, a.user.id))).toEqual([]);
  });
});
