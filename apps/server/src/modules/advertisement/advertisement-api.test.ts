import { Authority } from '@continuum/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisements, auditEvents } from '../../platform/db/schema/index.js';
import { createLearnerProduct, createTestApp, createUser, type TestApp, TestClient } from '../../test/harness.js';

// Decision 0089: a product's advertisement, authored by administrators, read by its learners.

let t: TestApp;
let admin: TestClient;

async function signedIn(authorities: string[] = []) {
  const user = await createUser(t, { authorities: [Authority.AUTHENTICATED, ...authorities] });
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  return { user, client };
}

async function learner() {
  const me = await signedIn();
  const { product, lp } = await createLearnerProduct(t, me.user.id, 'Ethics 101');
  return { ...me, product, lp };
}

const put = (client: TestClient, productId: number, payload: unknown) =>
  client.request({ method: 'PUT', url: `/api/admin/products/${productId}/advertisement`, payload: payload as object });

const AD = {
  message: 'Save 20% on the Broker program',
  content:
    '<p onclick="steal()">Finish <strong>strong</strong> <a href="https://example.com/x">here</a> <a href="javascript:alert(1)">bad</a></p><script>alert("x")</script><img src=x onerror=alert(1)><iframe src="https://evil.test"></iframe><style>p{}</style>',
  disclaimer: 'Valid 30 days.',
  learnMoreUrl: 'https://example.com/broker',
};

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn([Authority.ADMIN])).client;
});
afterAll(() => t.close());

describe('advertisements', () => {
  it('null before one is authored; after, the learner reads it with its HTML sanitized on save (scripts, handlers, frames gone)', async () => {
    const me = await learner();
    const before = await me.client.get(`/api/advertisement/lp/${me.lp.id}`);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toBeNull();
    const saved = await put(admin, me.product.id, AD);
    expect(saved.statusCode).toBe(200);
    const [stored] = await t.database.db.select().from(advertisements).where(eq(advertisements.productId, me.product.id));
    for (const gone of ['<script', 'alert', 'onclick', 'onerror', '<iframe', '<img', '<style', 'javascript:']) {
      expect(stored?.content).not.toContain(gone);
    }
    expect(stored?.content).toContain('<strong>strong</strong>');
    expect(stored?.content).toContain('href="https://example.com/x"');
    expect(stored?.content).toContain('rel="noopener noreferrer"');
    const res = await me.client.get(`/api/advertisement/lp/${me.lp.id}`);
    expect(res.json()).toEqual({
      message: AD.message,
      content: stored?.content,
      disclaimer: AD.disclaimer,
      learnMoreUrl: AD.learnMoreUrl,
    });
    const [audit] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.type, 'ADVERTISEMENT_SAVED'));
    expect(JSON.stringify(audit)).not.toContain('Broker');
  });

  it('401 without a session; 404 for another learner’s product; authoring is for administrators only', async () => {
    const me = await learner();
    const other = await learner();
    await put(admin, me.product.id, AD);
    expect((await new TestClient(t.app).get(`/api/advertisement/lp/${me.lp.id}`)).statusCode).toBe(401);
    const stranger = await other.client.get(`/api/advertisement/lp/${me.lp.id}`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('Broker');
    const instructor = await signedIn([Authority.INSTRUCTOR]);
    expect((await put(me.client, me.product.id, AD)).statusCode).toBe(403);
    expect((await put(instructor.client, me.product.id, AD)).statusCode).toBe(403);
    expect((await admin.get('/api/admin/products/2147483647/advertisement')).statusCode).toBe(404);
    expect((await put(admin, 2147483647, AD)).statusCode).toBe(404);
  });

  it('400 naming each bad field; a learn-more address must be http(s)', async () => {
    const me = await learner();
    const res = await put(admin, me.product.id, {
      message: '',
      content: 'x'.repeat(20_001),
      learnMoreUrl: 'javascript:alert(1)',
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().fieldErrors.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['message', 'content', 'learnMoreUrl']));
    const ok = await put(admin, me.product.id, { message: 'Only a message', learnMoreUrl: '' });
    expect(ok.json()).toEqual({ message: 'Only a message', content: '', disclaimer: '', learnMoreUrl: null });
  });

  it('replaced by a second save; removed by DELETE, after which the learner reads null', async () => {
    const me = await learner();
    await put(admin, me.product.id, AD);
    await put(admin, me.product.id, { ...AD, message: 'Second offer' });
    expect((await admin.get(`/api/admin/products/${me.product.id}/advertisement`)).json().message).toBe('Second offer');
    expect((await admin.delete(`/api/admin/products/${me.product.id}/advertisement`)).statusCode).toBe(204);
    expect((await me.client.get(`/api/advertisement/lp/${me.lp.id}`)).json()).toBeNull();
    expect(await t.database.db.select().from(advertisements).where(eq(advertisements.productId, me.product.id))).toEqual([]);
  });
});
