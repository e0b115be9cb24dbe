import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  inquirySubmissions,
  learnerNodeStatus,
  learnerProducts,
  lessonSlides,
  seatTimeLedger,
} from '../../platform/db/schema/index.js';
import { importCoursePackage } from '../../test/course-fixture.js';
import { appWithAdmin, signedIn } from '../../test/enrolled-learner.js';
import { type TestApp, type TestClient, unique } from '../../test/harness.js';
import { findSeatTime } from '../seat-time/index.js';
import { verifyLedger } from '../seat-time/verify.js';
import { importTwoVersions } from './testing/two-versions.js';

const lesson = (title: string, slides: string) => `type: LESSON\ntitle: ${title}\nslides:\n${slides}`;
const tf = (id: string) =>
  `  - { id: ${id}, type: TRUE_FALSE, title: Check ${id}, content: Dual agency is legal., answer: false }\n`;
const read = (id: string) => `  - { id: ${id}, type: CONTENT, title: Read ${id}, content: Duties. }\n`;

/** Version 1: lessons one, two, three. Version 2 keeps one (unchanged) and three, drops two, adds four. */
function version(code: string, v: 1 | 2): Record<string, string> {
  const files: Record<string, string> = {
    'course.yaml': `code: ${code}\ntitle: Migration Course\ntype: COURSE\naccount:\n  name: Academy\n`,
    'nodes/01-one.yaml': lesson('One', read('read') + tf('tf')),
    'nodes/03-three.yaml': lesson('Three', read('y')),
  };
  if (v === 1) files['nodes/02-two.yaml'] = lesson('Two', tf('tf2'));
  else files['nodes/04-four.yaml'] = lesson('Four', read('z'));
  return files;
}

describe('learner migration between versions (issue 30, decision 0205)', () => {
  let t: TestApp;
  let admin: TestClient;
  const lineage = unique('MG').toUpperCase();
  let v1: Awaited<ReturnType<typeof importCoursePackage>>;
  let v2: Awaited<ReturnType<typeof importCoursePackage>>;
  let learner: TestClient;
  let learnerId: number;
  let lpId: number;

  const migrate = (client: TestClient, body: Record<string, unknown>, l = lineage) =>
    client.post(`/api/authoring/lineages/${l}/migrations`, body);
  const slideId = async (nodeId: number, key: string) =>
    (
      await t.database.db
        .select({ id: lessonSlides.id })
        .from(lessonSlides)
        .where(and(eq(lessonSlides.nodeId, nodeId), eq(lessonSlides.key, key)))
    )[0]?.id;
  const answersOf = async (id: number) =>
    (
      await t.database.db
        .select({ slideId: inquirySubmissions.slideId })
        .from(inquirySubmissions)
        .where(eq(inquirySubmissions.learnerProductId, id))
    )
      .map((r) => r.slideId)
      .sort((a, b) => a - b);

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin());
    const me = await signedIn(t);
    learner = me.client;
    learnerId = me.user.id;
    ({ v1, v2 } = await importTwoVersions(t, learnerId, lineage, version));
    lpId = v1.lp.id;

    // The learner studies version 1: seat time on lessons one and two, answers in both, lesson one finished.
    const study = async (key: string, seconds: number) => {
      const tot = (await learner.post('/api/tot/start', { learningComponentId: v1.id(key), name: key })).json().timeOnTaskId;
      const beat = async () => {
        expect((await learner.post('/api/tot/update', { timeOnTaskId: tot, currentProductId: lpId })).statusCode).toBe(200);
        await t.app.seatTime.coalescer.flush();
      };
      // The first beat only sets the learner's clock; the next one credits the time since.
      await beat();
      // Beats come every 30 s or less: a longer silence is not credited.
      for (let s = 0; s < seconds; s += 30) {
        t.clock.advance(30_000);
        await beat();
      }
    };
    const answer = async (key: string, slides: [string, unknown][]) => {
      const view = (await learner.get(`/api/lesson/${lpId}/${v1.id(key)}`)).json();
      for (const [slide, body] of slides) {
        const ref = view.inquiries.find((s: { id: string }) => s.id === slide).referenceId;
        const res = await learner.post(`/api/lesson/${lpId}/${v1.id(key)}/${v1.id(key)}/submit/${ref}/true`, body);
        expect(res.statusCode).toBe(200);
      }
    };
    await study('one', 60);
    await answer('one', [
      ['read', {}],
      ['tf', { value: false }],
    ]);
    expect((await learner.post(`/api/lesson/${lpId}/${v1.id('one')}/${v1.id('one')}/finish`)).statusCode).toBe(200);
    await study('two', 30);
    await answer('two', [['tf2', { value: true }]]);
  });
  afterAll(() => t.close());

  it('refuses anyone but an administrator', async () => {
    expect((await migrate(learner, { fromVersion: 1, toVersion: 2, learnerProductId: lpId, dryRun: true })).statusCode).toBe(403);
  });

  it('refuses bad input, an unknown version, another lineage and a completed enrolment, naming why', async () => {
    const same = await migrate(admin, { fromVersion: 1, toVersion: 1, dryRun: true });
    expect(same.statusCode).toBe(400);
    expect(JSON.stringify(same.json())).toContain('toVersion');
    const unknown = await migrate(admin, { fromVersion: 1, toVersion: 9, learnerProductId: lpId, dryRun: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'VERSION_UNKNOWN' });
    expect(JSON.stringify(unknown.json())).toContain('toVersion');
    const stranger = await signedIn(t);
    const elsewhere = await importCoursePackage(t, stranger.user.id, version(unique('MX').toUpperCase(), 1));
    const other = await migrate(admin, { fromVersion: 1, toVersion: 2, learnerProductId: elsewhere.lp.id, dryRun: true });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'DIFFERENT_LINEAGE' });
    const done = await signedIn(t);
    const [finished] = await t.database.db
      .insert(learnerProducts)
      .values({
        userId: done.user.id,
        productId: v1.productId,
        status: 'COMPLETE',
        completedAt: t.clock.now(),
        createdAt: t.clock.now(),
      })
      .returning();
    const completed = await migrate(admin, { fromVersion: 1, toVersion: 2, learnerProductId: finished?.id, dryRun: false });
    expect(completed.statusCode).toBe(409);
    expect(completed.json()).toMatchObject({ code: 'ENROLMENT_COMPLETED' });
    const [still] = await t.database.db
      .select()
      .from(learnerProducts)
      .where(eq(learnerProducts.id, finished?.id ?? 0));
    expect(still?.productId).toBe(v1.productId);
  });

  it('a dry run reports what would carry and what would be dropped, and writes nothing', async () => {
    const db = t.database.db;
    const ledgerBefore = await db.select().from(seatTimeLedger).where(eq(seatTimeLedger.learnerProductId, lpId));
    const answersBefore = await answersOf(lpId);
    const res = await migrate(admin, { fromVersion: 1, toVersion: 2, learnerProductId: lpId, dryRun: true });
    expect(res.statusCode).toBe(200);
    const [report] = res.json().learners;
    expect(report).toMatchObject({
      outcome: 'WOULD_MIGRATE',
      parts: { answers: { carried: 2, dropped: 1 }, nodeStatus: { carried: 1, dropped: 1 } },
      seatTime: { carriedMs: 60_000, droppedMs: 30_000 },
      progress: { before: { completedLeaves: 1, leaves: 3 }, after: { completedLeaves: 1, leaves: 3 } },
    });
    const [lp] = await db.select().from(learnerProducts).where(eq(learnerProducts.id, lpId));
    expect(lp?.productId).toBe(v1.productId);
    expect(await answersOf(lpId)).toEqual(answersBefore);
    expect(await db.select().from(seatTimeLedger).where(eq(seatTimeLedger.learnerProductId, lpId))).toEqual(ledgerBefore);
    const audited = await db.select().from(auditEvents).where(eq(auditEvents.type, 'AUTHORING_LEARNER_MIGRATED'));
    expect(audited.filter((e) => e.data.learnerProductId === String(lpId))).toEqual([]);
  });

  it('moves the learner to version 2: answers and seat time kept on unchanged nodes, dropped on removed ones, audited', async () => {
    const db = t.database.db;
    const res = await migrate(admin, { fromVersion: 1, toVersion: 2, learnerProductId: lpId, dryRun: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ migrated: 1, refused: 0, learners: [{ outcome: 'MIGRATED' }] });
    const [lp] = await db.select().from(learnerProducts).where(eq(learnerProducts.id, lpId));
    expect(lp?.productId).toBe(v2.productId);
    // Answers of lesson one now name version 2's slides; lesson two's answer stays on version 1's slide.
    const expected = [await slideId(v2.id('one'), 'read'), await slideId(v2.id('one'), 'tf'), await slideId(v1.id('two'), 'tf2')];
    expect(await answersOf(lpId)).toEqual(expected.map(Number).sort((a, b) => a - b));
    const facts = await db.select().from(learnerNodeStatus).where(eq(learnerNodeStatus.learnerProductId, lpId));
    expect(facts.find((f) => f.nodeId === v2.id('one'))?.status).toBe('COMPLETE');
    expect(facts.find((f) => f.nodeId === v1.id('two'))?.status).toBe('IN_PROGRESS');
    // Seat time: lesson one's minute is on version 2's lesson one, the total unchanged, the chain still verifies.
    const seat = await findSeatTime(db, lpId);
    expect(seat.totalMs).toBe(90_000);
    expect(seat.byNode.get(v2.id('one'))).toBe(60_000);
    expect(seat.byNode.get(v1.id('one')) ?? 0).toBe(0);
    // Only this learner's chain: other files' fixtures on a shared database write placeholder hashes.
    expect((await verifyLedger(db)).filter((p) => p.learnerProductId === lpId)).toEqual([]);
    // The learner now reads version 2: lesson one's slides are taken there, and lesson four waits.
    const view = (await learner.get(`/api/lesson/${lpId}/${v2.id('one')}`)).json();
    expect(view.inquiries.map((s: { id: string; taken: boolean }) => [s.id, s.taken])).toEqual([
      ['read', true],
      ['tf', true],
    ]);
    expect((await learner.get(`/api/lesson/${lpId}/${v1.id('one')}`)).statusCode).toBe(404);
    const status = (await learner.get(`/api/progression/status/${lpId}`)).statusCode;
    expect(status).toBe(200);
    const [event] = (await db.select().from(auditEvents).where(eq(auditEvents.type, 'AUTHORING_LEARNER_MIGRATED'))).filter(
      (e) => e.data.learnerProductId === String(lpId),
    );
    expect(event?.data).toMatchObject({ fromVersion: '1', toVersion: '2', userId: String(learnerId) });
    expect(JSON.parse(event?.data.parts ?? '{}')).toMatchObject({ answers: { carried: 2, dropped: 1 } });
    // Moving again from version 1 is refused: the enrolment is no longer there.
    const again = await migrate(admin, { fromVersion: 1, toVersion: 2, learnerProductId: lpId, dryRun: false });
    expect(again.json()).toMatchObject({ code: 'NOT_ON_VERSION' });
  });

  it('moves every enrolment of a version, refusing completed ones and listing them', async () => {
    const db = t.database.db;
    const fresh = await signedIn(t);
    const [lp] = await db
      .insert(learnerProducts)
      .values({ userId: fresh.user.id, productId: v1.productId, status: 'IN_PROGRESS', createdAt: t.clock.now() })
      .returning();
    const res = await migrate(admin, { fromVersion: 1, toVersion: 2, dryRun: false });
    expect(res.statusCode).toBe(200);
    const reply = res.json() as { learners: { learnerProductId: number; outcome: string; code: string | null }[] };
    expect(reply.learners.find((l) => l.learnerProductId === lp?.id)).toMatchObject({ outcome: 'MIGRATED' });
    expect(reply.learners.filter((l) => l.outcome === 'REFUSED').map((l) => l.code)).toContain('ENROLMENT_COMPLETED');
    const left = await db.execute(sql`select count(*)::int as n from learner_products where product_id = ${v1.productId}
      and completed_at is null`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});
