import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerProducts, nodes, products, users } from '../../platform/db/schema/index.js';
import { LocalStorage } from '../../platform/storage/local-storage.js';
import { createTestApp, createUser, type TestApp, TestClient } from '../../test/harness.js';
import { importCourseFolder } from '../course-import/import-course-folder.js';
import { type PackageNode, readCoursePackage } from '../course-import/package-reader.js';
import { DEMO_PASSWORD, demoPackageFolders, seedDemo } from '../demo/seed.js';
import { switchOnLiveSupport } from '../instructor/testing/live-support.js';
import { isoDate } from '../progression/course-dates.js';
import { recordFact } from '../progression/repo.js';
import type { BranchOption, ContentSlide, Inquiry, SurveyStep } from './slides/inquiry-schema.js';
import { isKnownType } from './slides/public-view.js';
import { parseSlide } from './slides/slide-checks.js';
import { rightAnswer } from './testing/key-answers.js';
import { secretInquiryFields } from './testing/secret-fields.js';

/**
 * Walks every lesson of every demo course as the demo learner, through the API only (course start,
 * lesson GET, submit, finish, resource views, security question), answering each slide with the package's own key. It
 * proves two things: no GET api/lesson reply ever carries an answer key, a correct flag or feedback
 * (checked by field name, from the inquiry schema, and by the package's key values), and every demo
 * slide can be answered right with its key. Nodes other than lessons are completed as facts in the
 * database beforehand: their own flows (exams, key points) are tested elsewhere.
 */

const SECRET_FIELDS = secretInquiryFields();
const PROFILE = { mailingCity: 'Austin', mailingZip: '78701', phone: '512-555-0142' };

let t: TestApp;
let client: TestClient;
let email = '';
/** Package slides (keys included) by product code and node key. */
const authored = new Map<string, Map<string, (Inquiry | ContentSlide)[]>>();

beforeAll(async () => {
  t = await createTestApp();
  for (const folder of demoPackageFolders()) {
    const read = readCoursePackage(folder);
    if (!read.package) throw new Error(`demo package ${folder} is invalid: ${JSON.stringify(read.errors)}`);
    const byKey = new Map<string, (Inquiry | ContentSlide)[]>();
    const walk = (list: PackageNode[]) => {
      for (const n of list) {
        byKey.set(
          n.key,
          (n.slides ?? []).map((raw) => {
            const parsed = parseSlide(raw);
            if (!parsed.success) throw new Error(`${n.key}: invalid slide`);
            return parsed.data;
          }),
        );
        walk(n.children);
      }
    };
    walk(read.package.nodes);
    authored.set(read.package.course.code, byKey);
  }
  client = new TestClient(t.app);
  if (await seedDemo(t.database.db, t.clock)) {
    await client.signIn('learner', DEMO_PASSWORD);
    const [learner] = await t.database.db.select().from(users).where(eq(users.login, 'learner'));
    email = learner?.email ?? '';
  } else {
    // A shared PostgreSQL test database already has users, so the seed does nothing: enrol a learner of
    // our own in the demo products the way the seed does.
    const user = await createUser(t);
    // The demo packages ship files (resources, site assets): they go to a storage of this test's own.
    const storage = new LocalStorage(mkdtempSync(join(tmpdir(), 'answer-key-walk-')));
    await t.database.db.update(users).set(PROFILE).where(eq(users.id, user.id));
    for (const folder of demoPackageFolders()) {
      const { productId } = await importCourseFolder(t.database.db, t.clock, folder, storage);
      await t.database.db
        .insert(learnerProducts)
        .values({ userId: user.id, productId, status: 'IN_PROGRESS', createdAt: t.clock.now() });
    }
    await client.signIn(user.login, user.password);
    email = user.email;
  }
});
afterAll(() => t.close());

/** Every property name in a JSON value, at any depth. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, into);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  return into;
}

/** Key values of a slide that must never reach a browser before an answer: feedback texts, unpublished ids. */
function secretValues(slide: Inquiry | ContentSlide): { texts: string[]; ids: string[] } {
  if (!isKnownType(slide.type)) return { texts: [], ids: [] };
  const texts: string[] = [];
  const ids: string[] = [];
  const collect = (value: unknown, key = ''): void => {
    if (typeof value === 'string' && /feedback$/i.test(key)) texts.push(value);
    else if (Array.isArray(value)) for (const v of value) collect(v, key);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) collect(v, k);
  };
  collect(slide);
  const q = slide as Inquiry;
  if (q.type === 'HOT_SPOT') ids.push(...q.spots.map((s) => s.id));
  const branchIds = (level: readonly BranchOption[]): string[] => level.flatMap((o) => [o.id, ...branchIds(o.next ?? [])]);
  if (q.type === 'BRANCHING') ids.push(...q.branchingChoices.flatMap((o) => branchIds(o.next ?? [])));
  const stepIds = (level: readonly SurveyStep[]): string[] =>
    level.flatMap((s) => [s.id, ...(s.options ?? []).flatMap((o) => [o.id, ...stepIds(o.next ?? [])]), ...stepIds(s.next ?? [])]);
  if (q.type === 'SURVEY')
    ids.push(
      ...q.surveyChoices.flatMap((s) => [...(s.options ?? []).flatMap((o) => stepIds(o.next ?? [])), ...stepIds(s.next ?? [])]),
    );
  return { texts, ids };
}

function expectNoSecrets(reply: { inquiries: unknown[] }, slides: (Inquiry | ContentSlide)[], where: string) {
  const leakedFields = [...keysOf(reply.inquiries)].filter((k) => SECRET_FIELDS.has(k));
  expect(leakedFields, `${where}: secret fields`).toEqual([]);
  const json = JSON.stringify(reply);
  const published = new Set<string>();
  const ids = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(ids);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        if (k === 'id' && typeof x === 'string') published.add(x);
        ids(x);
      }
  };
  ids(reply.inquiries);
  for (const slide of slides) {
    const { texts, ids: secretIds } = secretValues(slide);
    for (const text of texts)
      expect(json.includes(JSON.stringify(text).slice(1, -1)), `${where}: feedback of ${slide.id}`).toBe(false);
    for (const id of secretIds.filter((i) => !published.has(i)))
      expect(json.includes(`"${id}"`), `${where}: unpublished id ${id} of ${slide.id}`).toBe(false);
  }
}

/** Nodes in tree order (parents before children, siblings by position). */
function treeOrder(rows: (typeof nodes.$inferSelect)[], rootId: number): (typeof nodes.$inferSelect)[] {
  const children = new Map<number, (typeof nodes.$inferSelect)[]>();
  for (const r of rows) if (r.parentId !== null) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r]);
  const out: (typeof nodes.$inferSelect)[] = [];
  const visit = (id: number) => {
    for (const c of (children.get(id) ?? []).sort((a, b) => a.position - b.position)) {
      out.push(c);
      visit(c.id);
    }
  };
  visit(rootId);
  return out;
}

async function walkLesson(lpId: number, code: string, lesson: typeof nodes.$inferSelect): Promise<number> {
  const slides = authored.get(code)?.get(lesson.key) ?? [];
  const where = `${code} ${lesson.key}`;
  const get = async () => {
    const res = await client.get(`/api/lesson/${lpId}/${lesson.id}`);
    expect(res.statusCode, `${where}: GET ${res.body}`).toBe(200);
    const reply = res.json();
    expectNoSecrets(reply, slides, where);
    return reply;
  };
  const first = await get();
  expect(first.inquiries.map((s: { id: string }) => s.id)).toEqual(slides.map((s) => s.id));
  for (const [i, slide] of slides.entries()) {
    t.clock.advance(slide.requiredTime * 1000);
    const ref = first.inquiries[i].referenceId;
    let path: unknown[] = [];
    for (let level = 0; level < 20; level++) {
      const answer = rightAnswer(slide, path);
      const res = await client.post(`/api/lesson/${lpId}/${lesson.id}/${lesson.id}/submit/${ref}/true`, answer);
      expect(res.statusCode, `${where} ${slide.id}: ${res.body}`).toBe(200);
      const reply = res.json();
      expect(reply.correct, `${where} ${slide.id}: the key's answer is graded wrong`).not.toBe(false);
      if (reply.taken) {
        expect(reply.progressed, `${where} ${slide.id}`).toBe(true);
        break;
      }
      path = (answer as { path: unknown[] }).path;
      expect(reply.next, `${where} ${slide.id}: an unfinished path names its next level`).not.toBeNull();
    }
    await get();
  }
  const finish = async () => {
    const res = await client.post(`/api/lesson/${lpId}/${lesson.id}/${lesson.id}/finish`);
    expect(res.statusCode, `${where}: finish ${res.body}`).toBe(200);
    return res.json();
  };
  let reply = await finish();
  // The lesson's resources must be viewed first (lessonCompleteResources): view them, then finish again.
  if (reply.unviewedResources.length > 0) {
    expect(reply.lessonComplete, where).toBe(false);
    for (const r of reply.unviewedResources as { id: number }[])
      expect((await client.post(`/api/product/${lpId}/resource/${r.id}/view`)).statusCode, `${where}: view ${r.id}`).toBeLessThan(
        300,
      );
    reply = await finish();
    expect(reply.unviewedResources, where).toEqual([]);
  }
  if (reply.securityQuestionNeeded) {
    const answers: Record<number, string> = {
      1: email,
      2: PROFILE.mailingCity,
      3: PROFILE.mailingZip,
      4: PROFILE.phone.slice(-4),
    };
    const q = reply.securityQuestion as number;
    expect((await client.post('/api/security/learner', { question: q, answer: answers[q] })).json()).toEqual({
      result: true,
      nextQuestion: null,
    });
    expect((await finish()).lessonComplete, where).toBe(true);
  } else expect(reply.lessonComplete, where).toBe(true);
  return slides.length;
}

describe('the demo courses, walked lesson by lesson as the demo learner', () => {
  // Walks every slide of every demo course: tens of seconds, more on PGlite beside another test file (two workers,
  // decision 0101). Room for that, not a speed requirement.
  it('never send an answer key, correct flag or feedback before submission, and every slide is answerable', {
    timeout: 180_000,
  }, async () => {
    const mine = (await client.get('/api/user/products')).json() as { learnerProductId: number }[];
    expect(mine.length).toBeGreaterThanOrEqual(3);
    let walkedSlides = 0;
    const walkedTypes = new Set<string>();
    for (const { learnerProductId: lpId } of mine) {
      const [row] = await t.database.db
        .select({ lp: learnerProducts, product: products })
        .from(learnerProducts)
        .innerJoin(products, eq(products.id, learnerProducts.productId))
        .where(eq(learnerProducts.id, lpId));
      const rootId = row?.product.rootNodeId;
      if (!row || !rootId) continue;
      const { product } = row;
      const start = product.startDateRequired
        ? await client.post(`/api/start-end/${lpId}`, { startDate: usToday() })
        : await client.post(`/api/product/${lpId}/start`);
      expect(start.statusCode, `${product.code} start: ${start.body}`).toBeLessThan(300);
      await switchOnLiveSupport(t, product.id);
      const ordered = treeOrder(await t.database.db.select().from(nodes).where(eq(nodes.productId, product.id)), rootId);
      const isLeaf = (n: typeof nodes.$inferSelect) => !ordered.some((c) => c.parentId === n.id);
      for (const n of ordered)
        if (isLeaf(n) && n.type !== 'LESSON') await recordFact(t.database.db, lpId, n.id, 'COMPLETE', t.clock.now());
      for (const lesson of ordered.filter((n) => n.type === 'LESSON')) {
        walkedSlides += await walkLesson(lpId, product.code, lesson);
        for (const s of authored.get(product.code)?.get(lesson.key) ?? []) walkedTypes.add(s.type);
      }
    }
    // The demo real-estate course shows every inquiry type at least once.
    expect([...walkedTypes].sort()).toEqual(
      expect.arrayContaining([
        'ASSIGNMENT',
        'BRANCHING',
        'COMPLETE_STORY',
        'FORUM',
        'HOT_SPOT',
        'MATCHING_DND_ANSWERS',
        'MATCHING_DND_GRP',
        'MULTIPLE_CHOICE',
        'STUDENT_POLL',
        'SURVEY',
        'TEXT_EDIT',
        'TRUE_FALSE',
      ]),
    );
    expect(walkedSlides).toBeGreaterThan(40);
  });
});

function usToday(): string {
  const [y, m, d] = isoDate(t.clock.now()).split('-');
  return `${m}/${d}/${y}`;
}
