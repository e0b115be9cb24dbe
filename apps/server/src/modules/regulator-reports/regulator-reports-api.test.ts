import { createHash, randomBytes } from 'node:crypto';
import { Authority } from '@continuum/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, learnerProducts, regulatorReportItems } from '../../platform/db/schema/index.js';
import { creditSeatTime } from '../../test/enrolled-learner.js';
import { createTestApp, createUser, type TestApp, TestClient } from '../../test/harness.js';
import { learnerWithAffidavitCourse } from '../affidavit/testing/fixture.js';
import { addDays, dayInZone } from './deadline.js';

const KEY = randomBytes(32);
const ZONE = 'America/Chicago';
/** The NMLS ID is asked on the final affidavit, which this course does not require before completion. */
const RULES = { SC_STUDENT_AFFIDAVITS_NMLS_ID: 'yes', SC_SEAT_TIME_TIME_ZONE: ZONE };
let t: TestApp;
let admin: TestClient;
let adminLogin: string;

beforeAll(async () => {
  t = await createTestApp({ piiEncryptionKey: KEY });
  const a = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] });
  adminLogin = a.login;
  admin = new TestClient(t.app);
  await admin.signIn(a.login, a.password);
});
afterAll(() => t.close());

function usToday(): string {
  const [y, m, d] = dayInZone(t.clock.now(), ZONE).split('-');
  return `${m}/${d}/${y}`;
}

async function bind(productId: number, profileVersion = 2, approvalNumber = 'NMLS-4412') {
  const res = await admin.request({
    method: 'PUT',
    url: `/api/admin/products/${productId}/compliance-bindings`,
    payload: {
      bindings: [
        { profileId: 'nmls-ce-online-self-study', profileVersion, approvalNumber, approvalExpiresOn: null, creditHours: 8 },
      ],
    },
  });
  expect(res.statusCode).toBe(200);
}

/** The bound profile's minimum time is enforced at completion (decision 0133): 8 credit hours at 50 minutes each. */
async function creditNmlsMinimum(a: { lp: { id: number }; learner: { id: number } }) {
  await creditSeatTime(t, {
    learnerProductId: a.lp.id,
    userId: a.learner.id,
    day: dayInZone(t.clock.now(), ZONE),
    ms: 8 * 50 * 60_000,
  });
}

/** A learner of an NMLS-bound course who finished it and completed the product (no affidavit yet). */
async function completedNmlsLearner(
  options: { profileVersion?: number; approvalNumber?: string; rules?: Record<string, string> } = {},
) {
  const a = await learnerWithAffidavitCourse(t, options.rules ?? RULES);
  await bind(a.productId, options.profileVersion, options.approvalNumber);
  await creditNmlsMinimum(a);
  const done = await a.client.post(`/app/progression/completeProduct/${a.lp.id}/COMPLETE`);
  expect(done.json(), done.body).toMatchObject({ step: 'COMPLETE' });
  return a;
}

const itemsOf = (lpId: number) =>
  t.database.db.select().from(regulatorReportItems).where(eq(regulatorReportItems.learnerProductId, lpId));

async function signAffidavit(a: Awaited<ReturnType<typeof completedNmlsLearner>>, nmlsId: string | null = '7654321') {
  const res = await a.client.post(`/api/affidavit/acceptFinal/${a.lp.id}`, {
    date: usToday(),
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...(nmlsId ? { nmlsId } : {}),
  });
  expect(res.json()).toEqual([]);
}

/** A DUE item: completed and the affidavit signed with its NMLS ID. */
async function dueItem(approvalNumber?: string) {
  const a = await completedNmlsLearner({ approvalNumber });
  await signAffidavit(a);
  const [item] = await itemsOf(a.lp.id);
  if (!item) throw new Error('no item');
  return { a, item };
}

describe('report items follow the completion and the affidavit', () => {
  it('a completion of an NMLS-bound product makes a BLOCKED item in its transaction; the affidavit moves it to DUE, 7 calendar days on', async () => {
    const a = await completedNmlsLearner();
    const [lp] = await t.database.db.select().from(learnerProducts).where(eq(learnerProducts.id, a.lp.id));
    const items = await itemsOf(a.lp.id);
    expect(items).toHaveLength(1);
    const [item] = items;
    const completedOn = dayInZone(lp?.completedAt as Date, ZONE);
    expect(item).toMatchObject({
      status: 'BLOCKED',
      blockedReason: 'AFFIDAVIT_MISSING',
      profileId: 'nmls-ce-online-self-study',
      profileVersion: 2,
      learnerKeyKind: 'NMLS_ID',
      approvalNumber: 'NMLS-4412',
      creditHours: '8.00',
      completedOn,
      dueOn: addDays(completedOn, 7, 'CALENDAR'),
      zone: ZONE,
    });
    expect(item?.completedAt.getTime()).toBe(lp?.completedAt?.getTime());
    await signAffidavit(a);
    const [after] = await itemsOf(a.lp.id);
    expect(after).toMatchObject({ status: 'DUE', blockedReason: null, dueOn: addDays(completedOn, 7, 'CALENDAR') });
  });

  it('an affidavit that does not ask the NMLS ID leaves the item BLOCKED for the learner key', async () => {
    const a = await completedNmlsLearner({ rules: { SC_SEAT_TIME_TIME_ZONE: ZONE } });
    await signAffidavit(a, null);
    const [item] = await itemsOf(a.lp.id);
    expect(item).toMatchObject({ status: 'BLOCKED', blockedReason: 'LEARNER_KEY_MISSING' });
  });

  it('makes no item for a profile version that names no reporting channel (v1 leaves reporting null)', async () => {
    const a = await completedNmlsLearner({ profileVersion: 1 });
    expect(await itemsOf(a.lp.id)).toEqual([]);
  });

  it("the item is written in the completion's transaction: when writing it fails, the completion rolls back too", async () => {
    const a = await learnerWithAffidavitCourse(t, RULES);
    await bind(a.productId);
    await creditNmlsMinimum(a);
    const services = t.app.services;
    const listener = services.productCompletedListener;
    services.productCompletedListener = async (tx, lpId, at) => {
      await listener(tx, lpId, at);
      throw new Error('report item write failed');
    };
    try {
      expect((await a.client.post(`/app/progression/completeProduct/${a.lp.id}/COMPLETE`)).statusCode).toBe(500);
    } finally {
      services.productCompletedListener = listener;
    }
    const [lp] = await t.database.db.select().from(learnerProducts).where(eq(learnerProducts.id, a.lp.id));
    expect(lp).toMatchObject({ status: expect.not.stringMatching(/^COMPLETE$/), completedAt: null });
    expect(await itemsOf(a.lp.id)).toEqual([]);
  });

  it('completing the same product again adds nothing (one item per completion and profile)', async () => {
    const a = await completedNmlsLearner();
    expect((await a.client.post(`/app/progression/completeProduct/${a.lp.id}/COMPLETE`)).statusCode).toBe(200);
    expect(await itemsOf(a.lp.id)).toHaveLength(1);
  });
});

describe('POST api/admin/regulator-reports/export and GET exports/{id}', () => {
  it('stores the NMLS file with its hash and rows, moves the item to EXPORTED, and downloads the same bytes', async () => {
    const { item } = await dueItem('NMLS-EXP-1');
    const res = await admin.post('/api/admin/regulator-reports/export', { format: 'NMLS_CSV', ids: [item.id] });
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    expect(reply).toMatchObject({ format: 'NMLS_CSV', rows: 1 });
    const file = await admin.get(`/api/admin/regulator-reports/exports/${reply.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(createHash('sha256').update(file.body, 'utf8').digest('hex')).toBe(reply.sha256);
    expect(file.headers['x-content-sha256']).toBe(reply.sha256);
    const [m, d, y] = [item.completedOn.slice(5, 7), item.completedOn.slice(8, 10), item.completedOn.slice(0, 4)];
    expect(file.body).toBe(
      `"NMLS ID","First Name","Last Name","Course Completion Date"\r\n"7654321","Test","User","${m}/${d}/${y}"\r\n`,
    );
    const [after] = await itemsOf(item.learnerProductId);
    expect(after).toMatchObject({ status: 'EXPORTED', exportId: reply.id, timesExported: 1 });
  });

  it('never reports twice without a reason: 409 without, then an audited re-export with one', async () => {
    const { item } = await dueItem('NMLS-EXP-2');
    expect((await admin.post('/api/admin/regulator-reports/export', { format: 'NMLS_CSV', ids: [item.id] })).statusCode).toBe(
      200,
    );
    const again = await admin.post('/api/admin/regulator-reports/export', { format: 'NMLS_CSV', ids: [item.id] });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REPORT_ITEM_ALREADY_REPORTED');
    const reason = 'NMLS lost the upload (ticket 881)';
    const withReason = await admin.post('/api/admin/regulator-reports/export', {
      format: 'NMLS_CSV',
      ids: [item.id],
      reexportReason: reason,
    });
    expect(withReason.statusCode).toBe(200);
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.principal, adminLogin), eq(auditEvents.type, 'REGULATOR_REPORT_REEXPORTED')));
    expect(audits.map((e) => e.data)).toContainEqual(expect.objectContaining({ items: String(item.id), reason }));
    const [after] = await itemsOf(item.learnerProductId);
    expect(after?.timesExported).toBe(2);
  });

  it('refuses a blocked item (409), an unknown id (404), a bad format or empty ids (400 naming the field)', async () => {
    const blocked = await completedNmlsLearner();
    const [item] = await itemsOf(blocked.lp.id);
    const res = await admin.post('/api/admin/regulator-reports/export', { format: 'NMLS_CSV', ids: [item?.id] });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('REPORT_ITEM_BLOCKED');
    expect(
      (await admin.post('/api/admin/regulator-reports/export', { format: 'NMLS_CSV', ids: [2_000_000_000] })).statusCode,
    ).toBe(404);
    const badFormat = await admin.post('/api/admin/regulator-reports/export', { format: 'CE_BROKER', ids: [1] });
    expect(badFormat.statusCode).toBe(400);
    expect(JSON.stringify(badFormat.json())).toContain('format');
    const noIds = await admin.post('/api/admin/regulator-reports/export', { format: 'NMLS_CSV', ids: [] });
    expect(noIds.statusCode).toBe(400);
    expect(JSON.stringify(noIds.json())).toContain('ids');
  });

  it('answers 401 without a session and 403 to a learner, on every call', async () => {
    const anonymous = new TestClient(t.app);
    const l = await createUser(t);
    const learner = new TestClient(t.app);
    await learner.signIn(l.login, l.password);
    for (const client of [anonymous, learner]) {
      const expected = client === anonymous ? 401 : 403;
      expect((await client.post('/api/admin/regulator-reports/search', {})).statusCode).toBe(expected);
      expect((await client.post('/api/admin/regulator-reports/export', { format: 'NMLS_CSV', ids: [1] })).statusCode).toBe(
        expected,
      );
      expect((await client.get('/api/admin/regulator-reports/exports/1')).statusCode).toBe(expected);
      expect((await client.post('/api/admin/regulator-reports/1/result', { status: 'ACCEPTED' })).statusCode).toBe(expected);
      expect((await client.get('/api/admin/regulator-reports/dashboard')).statusCode).toBe(expected);
    }
  });
});

describe('POST api/admin/regulator-reports/{id}/result', () => {
  it('records an acceptance; a rejection names its reason and returns the item to the queue, exportable again', async () => {
    const first = await dueItem('NMLS-RES-1');
    const second = await dueItem('NMLS-RES-1');
    const exported = await admin.post('/api/admin/regulator-reports/export', {
      format: 'NMLS_CSV',
      ids: [first.item.id, second.item.id],
    });
    expect(exported.json().rows).toBe(2);
    const accepted = await admin.post(`/api/admin/regulator-reports/${first.item.id}/result`, { status: 'ACCEPTED' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'ACCEPTED', rejectionReason: null });
    const noReason = await admin.post(`/api/admin/regulator-reports/${second.item.id}/result`, { status: 'REJECTED' });
    expect(noReason.statusCode).toBe(400);
    expect(JSON.stringify(noReason.json())).toContain('reason');
    const reason = 'NMLS ID does not match the name on record';
    const rejected = await admin.post(`/api/admin/regulator-reports/${second.item.id}/result`, { status: 'REJECTED', reason });
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', rejectionReason: reason });
    const queue = await admin.post('/api/admin/regulator-reports/search', {
      options: { status: 'REJECTED' },
      searchValue: 'NMLS-RES-1',
      pageSize: 10,
    });
    expect(queue.json().content.map((i: { id: number }) => i.id)).toEqual([second.item.id]);
    const again = await admin.post('/api/admin/regulator-reports/export', { format: 'NMLS_CSV', ids: [second.item.id] });
    expect(again.statusCode).toBe(200);
    // An accepted item has no second result, and an item never exported has none at all.
    expect(
      (await admin.post(`/api/admin/regulator-reports/${first.item.id}/result`, { status: 'REJECTED', reason })).statusCode,
    ).toBe(409);
    const fresh = await dueItem();
    expect((await admin.post(`/api/admin/regulator-reports/${fresh.item.id}/result`, { status: 'ACCEPTED' })).statusCode).toBe(
      409,
    );
  });
});

describe('POST api/admin/regulator-reports/search and GET dashboard', () => {
  it('pages, filters by status and product, refuses an unknown option naming it', async () => {
    const { a, item } = await dueItem('NMLS-SRCH-1');
    const res = await admin.post('/api/admin/regulator-reports/search', { options: { productId: a.productId }, pageSize: 10 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalElements: 1, totalPages: 1 });
    expect(res.json().content[0]).toMatchObject({ id: item.id, status: 'DUE', learnerName: expect.any(String) });
    const bad = await admin.post('/api/admin/regulator-reports/search', { options: { colour: 'red' } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('options.colour');
    const badStatus = await admin.post('/api/admin/regulator-reports/search', { options: { status: 'LOST' } });
    expect(badStatus.statusCode).toBe(400);
  });

  it("follows an export and the regulator's results: exported items await a result, a rejected one is due again", async () => {
    const first = await dueItem('NMLS-DASH-3');
    const a2 = await completedNmlsLearner({ approvalNumber: 'NMLS-DASH-3' });
    // Each learner has a product of their own: one row per product.
    await signAffidavit(a2);
    const [second] = await itemsOf(a2.lp.id);
    if (!second) throw new Error('no item');
    const rowOf = async (productId: number) => {
      const res = await admin.get('/api/admin/regulator-reports/dashboard');
      expect(res.statusCode).toBe(200);
      return (res.json().rows as { productId: number }[]).find((r) => r.productId === productId);
    };
    // Due seven days on: not yet within this week, but exportable.
    expect(await rowOf(first.a.productId)).toMatchObject({ awaitingResult: 0, rejected: 0, exportableIds: [first.item.id] });
    const exported = await admin.post('/api/admin/regulator-reports/export', { format: 'NMLS_CSV', ids: [first.item.id] });
    expect(exported.statusCode).toBe(200);
    expect(await rowOf(first.a.productId)).toMatchObject({ awaitingResult: 1, rejected: 0, exportableIds: [] });
    const exported2 = await admin.post('/api/admin/regulator-reports/export', { format: 'NMLS_CSV', ids: [second.id] });
    expect(exported2.statusCode).toBe(200);
    await admin.post(`/api/admin/regulator-reports/${first.item.id}/result`, { status: 'ACCEPTED' });
    // Accepted: gone from the dashboard (nothing left to do for that product).
    expect(await rowOf(first.a.productId)).toBeUndefined();
    await admin.post(`/api/admin/regulator-reports/${second.id}/result`, { status: 'REJECTED', reason: 'Unknown NMLS ID' });
    expect(await rowOf(a2.productId)).toMatchObject({
      awaitingResult: 0,
      rejected: 1,
      exportableIds: [second.id],
    });
  });

  it('counts due this week, blocked with the reason, and lists what one click exports, by regulator and product', async () => {
    const blocked = await completedNmlsLearner({ approvalNumber: 'NMLS-DASH' });
    const { a } = await dueItem('NMLS-DASH-2');
    // Two days on, the 7-day item is due within this week (today and the six days after).
    t.clock.advance(2 * 86_400_000);
    // The session idled out over the two days: a new one.
    const a2 = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] });
    const admin2 = new TestClient(t.app);
    await admin2.signIn(a2.login, a2.password);
    const res = await admin2.get('/api/admin/regulator-reports/dashboard');
    expect(res.statusCode).toBe(200);
    const rows: {
      productId: number;
      dueThisWeek: number;
      blocked: number;
      blockedReasons: unknown[];
      exportableIds: number[];
    }[] = res.json().rows;
    const blockedRow = rows.find((r) => r.productId === blocked.productId);
    expect(blockedRow).toMatchObject({
      blocked: 1,
      blockedReasons: [{ reason: 'AFFIDAVIT_MISSING', count: 1 }],
      exportableIds: [],
    });
    const dueRow = rows.find((r) => r.productId === a.productId);
    expect(dueRow).toMatchObject({ dueThisWeek: 1, blocked: 0 });
    expect(dueRow?.exportableIds).toHaveLength(1);
  });
});
