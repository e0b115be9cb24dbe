import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodes, products } from '../../platform/db/schema/index.js';
import { LocalStorage } from '../../platform/storage/local-storage.js';
import { createTestApp, type TestApp, TestClient } from '../../test/harness.js';
import { isoDate, recordFact } from '../progression/index.js';
import { DEMO_PASSWORD, seedDemo } from './seed.js';

// Seeding needs an empty database: this file's own in-memory PGlite always, never a shared DATABASE_URL, so it never skips.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { ownDatabase: true });
  const seeded = await seedDemo(t.database.db, t.clock, new LocalStorage(mkdtempSync(join(tmpdir(), 'demo-live-'))));
  if (!seeded) throw new Error('the demo seed found a database that was not empty');
}, 180_000);
afterAll(() => t.close());

describe('the demo course on a fresh install', () => {
  it('opens its instructor-required lesson at any hour: the demo instructor is always available', async () => {
    const client = new TestClient(t.app);
    await client.signIn('learner', DEMO_PASSWORD);
    const [product] = await t.database.db.select().from(products).where(eq(products.code, 'RE-CE-2026'));
    const mine = (await client.get('/api/user/products')).json() as { learnerProductId: number; productName: string }[];
    const lpId = mine.find((p) => p.productName === product?.name)?.learnerProductId ?? 0;
    t.clock.set('2026-01-03T12:00:00Z');
    const [y, m, d] = isoDate(t.clock.now()).split('-');
    expect((await client.post(`/api/start-end/${lpId}`, { startDate: `${m}/${d}/${y}` })).statusCode).toBeLessThan(300);
    const all = await t.database.db
      .select()
      .from(nodes)
      .where(eq(nodes.productId, product?.id ?? 0));
    const live = all.find((n) => n.metadata.ONLINE_INSTRUCTOR_NEEDED === 'yes');
    if (!live) throw new Error('the demo course has no instructor-required section');
    const [lesson] = await t.database.db
      .select()
      .from(nodes)
      .where(and(eq(nodes.parentId, live.id), like(nodes.type, 'LESSON')));
    // Everything before the section is done, as a learner who reached it has.
    const inside = (n: (typeof all)[number]) => n.id === live.id || n.parentId === live.id;
    const leaves = all.filter((n) => !all.some((c) => c.parentId === n.id) && !inside(n));
    for (const n of leaves) await recordFact(t.database.db, lpId, n.id, 'COMPLETE', t.clock.now());
    // Sunday 03:00 UTC and Wednesday 21:45 UTC: hours no office schedule would cover.
    for (const at of ['2026-01-04T03:00:00Z', '2026-01-07T21:45:00Z']) {
      t.clock.set(at);
      const state = (await client.get(`/api/product/${lpId}/state`)).json();
      expect(state.instructorAvailable, at).toBe(true);
      expect(state.componentStatusMap[live.id], at).not.toBe('LOCKED');
      const opened = await client.get(`/api/lesson/${lpId}/${lesson?.id}`);
      expect(opened.statusCode, `${at}: ${opened.body}`).toBe(200);
    }
  }, 180_000);
});

describe('the demo course’s assignment activity and advertisement (decision 0089)', () => {
  it('shows the demo learner a commented assignment, its notification and the provider’s advertisement', async () => {
    const client = new TestClient(t.app);
    await client.signIn('learner', DEMO_PASSWORD);
    const [product] = await t.database.db.select().from(products).where(eq(products.code, 'RE-CE-2026'));
    const mine = (await client.get('/api/user/products')).json() as { learnerProductId: number; productName: string }[];
    const lpId = mine.find((p) => p.productName === product?.name)?.learnerProductId ?? 0;
    const notes = (await client.get(`/api/notification/lp/${lpId}`)).json();
    expect(notes.notifications).toEqual([
      expect.objectContaining({ type: 'ASSIGNMENT_COMMENT', title: 'Write-up: the open-house visitor' }),
    ]);
    const assignments = (await client.get(`/api/product/${lpId}/assignments`)).json();
    expect(JSON.stringify(assignments)).toContain('Please revise and resend.');
    const ad = (await client.get(`/api/advertisement/lp/${lpId}`)).json();
    expect(ad).toMatchObject({ learnMoreUrl: 'https://example.com/broker-pre-licensing' });
    expect(ad.content).toContain('<strong>Broker Pre-Licensing</strong>');
  });
});
