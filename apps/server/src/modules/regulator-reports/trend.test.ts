import { Authority } from '@continuum/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regulatorReportExports, regulatorReportItems } from '../../platform/db/schema/index.js';
import { createLearnerProduct, createTestApp, createUser, type TestApp, TestClient } from '../../test/harness.js';

const ZONE = 'America/Chicago';
/** A Wednesday: its UTC week starts Monday 2026-11-23; in Chicago it is still 2026-11-25. */
const NOW = '2026-11-25T18:00:00Z';
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  // Its own database: the trend counts every report item, and on PostgreSQL the other files share one database.
  t = await createTestApp({}, undefined, { ownDatabase: true });
  t.clock.set(NOW);
  const a = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] });
  admin = new TestClient(t.app);
  await admin.signIn(a.login, a.password);
});
afterAll(() => t.close());

/** One report item of its own learner product, completed on `completedOn` (in Chicago) and due `dueOn`. */
async function item(completedOn: string, dueOn: string, status: string, blockedReason: string | null = null) {
  const user = await createUser(t);
  const { product, lp } = await createLearnerProduct(t, user.id);
  const now = t.clock.now();
  const [row] = await t.database.db
    .insert(regulatorReportItems)
    .values({
      learnerProductId: lp.id,
      productId: product.id,
      userId: user.id,
      profileId: 'nmls-ce-online-self-study',
      profileVersion: 2,
      regulator: 'NMLS',
      channel: 'NMLS credit banking',
      learnerKeyKind: 'NMLS_ID',
      approvalNumber: 'NMLS-4412',
      creditHours: '8',
      completedAt: new Date(`${completedOn}T18:00:00Z`),
      completedOn,
      dueOn,
      zone: ZONE,
      status,
      blockedReason,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('no item');
  return row.id;
}

/** A stored file carrying the items, made at `at` (an instant). */
async function exportAt(at: string, itemIds: number[]) {
  await t.database.db.insert(regulatorReportExports).values({
    format: 'NMLS_CSV',
    fileName: 'f.csv',
    contentType: 'text/csv',
    content: '',
    sha256: '0',
    itemIds,
    rowCount: itemIds.length,
    createdBy: 'admin',
    createdAt: new Date(at),
  });
}

describe('GET api/admin/regulator-reports/trend', () => {
  it('counts completions by week and the share reported by their due day (first export, in the item zone)', async () => {
    await item('2026-11-02', '2026-11-09', 'ACCEPTED'); // before the three weeks asked: left out
    const onTime = await item('2026-11-10', '2026-11-17', 'EXPORTED');
    await exportAt('2026-11-16T20:00:00Z', [onTime]);
    await exportAt('2026-11-20T20:00:00Z', [onTime]); // a later re-export does not make it late
    // 03:00 UTC on the 19th is still the 18th in Chicago: on time by the item's own clock.
    const lastEvening = await item('2026-11-11', '2026-11-18', 'ACCEPTED');
    const late = await item('2026-11-12', '2026-11-19', 'EXPORTED');
    await exportAt('2026-11-19T03:00:00Z', [lastEvening]);
    await exportAt('2026-11-20T15:00:00Z', [late]);
    await item('2026-11-17', '2026-11-24', 'LATE'); // never exported, its day has passed: late
    await item('2026-11-23', '2026-11-30', 'DUE'); // still within its deadline: pending
    await item('2026-11-24', '2026-12-01', 'BLOCKED', 'AFFIDAVIT_MISSING'); // pending too
    await item('2026-11-24', '2026-11-25', 'DUE'); // due today in Chicago, not yet late

    const res = await admin.get('/api/admin/regulator-reports/trend?weeks=3');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      weeks: [
        { weekStart: '2026-11-09', completions: 3, onTime: 2, late: 1, pending: 0, onTimeRate: 2 / 3 },
        { weekStart: '2026-11-16', completions: 1, onTime: 0, late: 1, pending: 0, onTimeRate: 0 },
        { weekStart: '2026-11-23', completions: 3, onTime: 0, late: 0, pending: 3, onTimeRate: null },
      ],
    });
  });

  it('shows 12 weeks by default, ending with the current one, empty weeks included', async () => {
    const res = await admin.get('/api/admin/regulator-reports/trend');
    expect(res.statusCode).toBe(200);
    const weeks = res.json().weeks as { weekStart: string; completions: number }[];
    expect(weeks).toHaveLength(12);
    expect(weeks[0]?.weekStart).toBe('2026-09-07');
    expect(weeks[11]?.weekStart).toBe('2026-11-23');
    expect(weeks[0]).toEqual({ weekStart: '2026-09-07', completions: 0, onTime: 0, late: 0, pending: 0, onTimeRate: null });
  });

  it('refuses a number of weeks outside 1..52 (400 naming weeks)', async () => {
    for (const weeks of ['0', '53', 'x']) {
      const res = await admin.get(`/api/admin/regulator-reports/trend?weeks=${weeks}`);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain('weeks');
    }
  });

  it('answers 401 without a session and 403 to a learner', async () => {
    expect((await new TestClient(t.app).get('/api/admin/regulator-reports/trend')).statusCode).toBe(401);
    const l = await createUser(t);
    const learner = new TestClient(t.app);
    await learner.signIn(l.login, l.password);
    expect((await learner.get('/api/admin/regulator-reports/trend')).statusCode).toBe(403);
  });
});
