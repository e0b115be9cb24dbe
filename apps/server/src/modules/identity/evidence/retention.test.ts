import { Authority, TYPING_PHRASES, type TypingPattern } from '@continuum/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  biosigChecks,
  biosigTemplates,
  learnerProducts,
  typingEvidence,
  typingTemplates,
} from '../../../platform/db/schema/index.js';
import { createLearnerProduct, createTestApp, createUser, type TestApp, TestClient } from '../../../test/harness.js';
import { genuineOf, rngOf, writerOf } from '../biosig/synthetic.js';
import { syntheticTypist } from '../typing/testing/synthetic-typist.js';
import { purgeIdentitySamples } from './retention.js';

let t: TestApp;
const DAY = 86_400_000;
const rng = rngOf(7);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pad = (id: number) => String(id).padStart(6, '0');
const pattern = (events: TypingPattern['events']): TypingPattern => ({ textId: 1, device: 'desktop', events });

/** A learner with a typing template, a signature template and a verified typing result on one product. */
async function checkedLearner() {
  const user = await createUser(t, { authorities: [Authority.AUTHENTICATED] });
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  const { lp } = await createLearnerProduct(t, user.id);
  await t.database.db.update(learnerProducts).set({ biosigRequired: true }).where(eq(learnerProducts.id, lp.id));
  const typist = syntheticTypist(909, TYPING_PHRASES[1] as string);
  await client.post(`/api/thirdpartyauthentication/save/${pad(user.id)}`, [pattern(typist(1)), pattern(typist(2))]);
  await client.post(`/api/thirdpartyauthentication/verify/${pad(user.id)}`, { typingPattern: pattern(typist(3)), quality: 100 });
  const writer = writerOf(rng, 'pen');
  const { biosigCallbackId: id } = (await client.post(`/api/biosigid/${lp.id}/init`, {})).json();
  for (let i = 0; i < 3; i++) await client.post(`/api/biosigid/session/${id}/sample`, { sample: genuineOf(rng, writer) });
  return { user, lp };
}

const countOf = async (userId: number) => ({
  typing: (await t.database.db.select().from(typingTemplates).where(eq(typingTemplates.userId, userId))).length,
  signature: (await t.database.db.select().from(biosigTemplates).where(eq(biosigTemplates.userId, userId))).length,
});

describe('IDENTITY_EVIDENCE_RETENTION_DAYS purge (decision 0097)', () => {
  it('deletes raw typing timings and signature samples once every product closed past retention; results stay', async () => {
    const closed = await checkedLearner();
    const open = await checkedLearner();
    await t.database.db.update(learnerProducts).set({ completedAt: t.clock.now() }).where(eq(learnerProducts.id, closed.lp.id));
    expect(await countOf(closed.user.id)).toEqual({ typing: 1, signature: 1 });

    // Not yet past retention: nothing goes.
    t.clock.advance(10 * DAY);
    await purgeIdentitySamples(t.database.db, t.clock, 30);
    expect(await countOf(closed.user.id)).toEqual({ typing: 1, signature: 1 });

    t.clock.advance(25 * DAY);
    await purgeIdentitySamples(t.database.db, t.clock, 30);
    expect(await countOf(closed.user.id)).toEqual({ typing: 0, signature: 0 });
    // An open product keeps its learner's samples whatever their age.
    expect(await countOf(open.user.id)).toEqual({ typing: 1, signature: 1 });

    // The results stay: the typing result and the signature check's PASS.
    const [typed] = await t.database.db.select().from(typingEvidence).where(eq(typingEvidence.userId, closed.user.id));
    expect(typed).toMatchObject({ lastResult: 'PASS' });
    const checks = await t.database.db.select().from(biosigChecks).where(eq(biosigChecks.learnerProductId, closed.lp.id));
    expect(checks.map((c) => c.status)).toEqual(['PASS']);
    expect(checks.every((c) => c.pendingSealed === null)).toBe(true);
  });
});
