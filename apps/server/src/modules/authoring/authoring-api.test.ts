import { Authority } from '@continuum/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  examQuestions,
  glossaryTerms,
  keyPoints,
  learnerProducts,
  lessonSlides,
  nodes,
  products,
  resources,
} from '../../platform/db/schema/index.js';
import { importCoursePackage } from '../../test/course-fixture.js';
import { appWithAdmin, signedIn } from '../../test/enrolled-learner.js';
import { type TestApp, TestClient, unique } from '../../test/harness.js';

/** A course with a lesson of two slides and an exam of two questions, under a code of its own. */
function coursePackage(code: string): Record<string, string> {
  return {
    'course.yaml': `code: ${code}\ntitle: Authoring Course\ntype: COURSE\naccount:\n  name: Authoring Academy\n`,
    'nodes/01-unit/_node.yaml':
      'type: UNIT\ntitle: Unit One\nresources:\n  - { key: guide, type: LINK, title: Guide, url: "https://example.org/guide" }\n',
    'nodes/01-unit/01-lesson.yaml': `type: LESSON
title: Duties
slides:
  - id: intro
    type: CONTENT
    title: Welcome
    content: "Agents owe **duties**."
  - id: mc
    type: MULTIPLE_CHOICE
    title: Duty
    choices:
      - { id: loyalty, text: Loyalty, correct: true }
      - { id: speed, text: Speed }
`,
    'nodes/01-unit/03-key-points.yaml':
      'type: KEY_POINTS\ntitle: Key Points\nkeyPoints:\n  - "Loyalty <strong>first</strong>."\n',
    'glossary.yaml': 'terms:\n  - term: Agent\n    definition: One who acts for another.\n',
    'nodes/01-unit/02-exam.yaml': `key: unit-exam
type: EXAM
title: Unit Exam
exam:
  passingScore: 50
questions:
  - id: q1
    text: "Which duty is owed?"
    choices:
      - { id: a, text: Loyalty, correct: true }
      - { id: b, text: Speed }
  - id: q2
    text: "Who is the principal?"
    choices:
      - { id: a, text: The client, correct: true }
      - { id: b, text: The agent }
`,
  };
}

const put = (client: TestClient, url: string, payload: unknown) =>
  client.request({ method: 'PUT', url, payload: payload as never });

describe('authoring: drafts, versions, publishing (issue 30)', () => {
  let t: TestApp;
  let admin: TestClient;
  let author: TestClient;
  let authorId: number;
  const code = unique('AU').toUpperCase();
  const otherCode = unique('AO').toUpperCase();
  let v1: number;
  let learnerLp: number;
  let draftId: number;

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin());
    const learner = await signedIn(t);
    const course = await importCoursePackage(t, learner.user.id, coursePackage(code));
    v1 = course.productId;
    learnerLp = course.lp.id;
    await importCoursePackage(t, learner.user.id, coursePackage(otherCode));
    const a = await signedIn(t, [Authority.AUTHENTICATED, Authority.AUTHOR]);
    author = a.client;
    authorId = a.user.id;
  });
  afterAll(() => t.close());

  it('refuses an author without a grant, and lets an administrator grant the lineage', async () => {
    expect((await author.post(`/api/authoring/lineages/${code}/draft`, {})).statusCode).toBe(403);
    expect((await author.post('/api/authoring/grants', { userId: authorId, lineage: code })).statusCode).toBe(403);
    const granted = await admin.post('/api/authoring/grants', { userId: authorId, lineage: code });
    expect(granted.statusCode).toBe(201);
  });

  it('creates a draft copying the newest version: tree, slides and questions, not enrolable', async () => {
    const res = await author.post(`/api/authoring/lineages/${code}/draft`, {});
    expect(res.statusCode).toBe(201);
    const draft = res.json() as { productId: number; version: number; code: string };
    expect(draft).toMatchObject({ version: 2, code: `${code}-V2` });
    draftId = draft.productId;
    const db = t.database.db;
    const [row] = await db.select().from(products).where(eq(products.id, draftId));
    expect(row).toMatchObject({ lineage: code, version: 2, draft: true });
    const keys = async (id: number) =>
      (await db.select({ key: nodes.key }).from(nodes).where(eq(nodes.productId, id))).map((n) => n.key).sort();
    expect(await keys(draftId)).toEqual(await keys(v1));
    // Resources, key points and glossary come along (read back from the database, not from the reply).
    const resourceKeys = async (id: number) =>
      await db.select({ key: resources.key, url: resources.url }).from(resources).where(eq(resources.productId, id));
    expect(await resourceKeys(draftId)).toEqual([{ key: 'guide', url: 'https://example.org/guide' }]);
    const points = await db
      .select({ points: keyPoints.points })
      .from(keyPoints)
      .innerJoin(nodes, eq(nodes.id, keyPoints.nodeId))
      .where(eq(nodes.productId, draftId));
    expect(points).toEqual([{ points: ['Loyalty <strong>first</strong>.'] }]);
    const terms = await db.select({ word: glossaryTerms.word }).from(glossaryTerms).where(eq(glossaryTerms.productId, draftId));
    expect(terms).toEqual([{ word: 'Agent' }]);
    expect((await author.post(`/api/authoring/lineages/${code}/draft`, {})).json()).toMatchObject({ code: 'DRAFT_EXISTS' });
    const versions = (await author.get(`/api/authoring/lineages/${code}/versions`)).json() as {
      versions: { version: number; draft: boolean }[];
    };
    expect(versions.versions.map((v) => [v.version, v.draft])).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it('saves a question with its revision; a stale save is 409 with the current value; bad input names the field', async () => {
    const question = {
      id: 'q1',
      text: 'Which duty does an agent owe?',
      choices: [
        { id: 'a', text: 'Loyalty', correct: true },
        { id: 'b', text: 'Speed' },
      ],
    };
    const url = `/api/authoring/drafts/${draftId}/question`;
    const first = await put(author, url, { nodeKey: 'unit-exam', questionId: 'q1', revision: 0, question });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ revision: 1 });
    const stale = await put(admin, url, {
      nodeKey: 'unit-exam',
      questionId: 'q1',
      revision: 0,
      question: { ...question, text: 'Overwrite?' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'AUTHORING_STALE',
      current: { revision: 1, value: { text: 'Which duty does an agent owe?' } },
    });
    const noKey = await put(author, url, {
      nodeKey: 'unit-exam',
      questionId: 'q1',
      revision: 1,
      question: { ...question, choices: question.choices.map((c) => ({ ...c, correct: false })) },
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().fieldErrors[0].field).toBe('question.choices');
    const db = t.database.db;
    const texts = await db
      .select({ productId: nodes.productId, data: examQuestions.data })
      .from(examQuestions)
      .innerJoin(nodes, eq(nodes.id, examQuestions.nodeId))
      .where(eq(examQuestions.key, 'q1'));
    const textOf = (id: number) => (texts.find((r) => r.productId === id)?.data as { text: string } | undefined)?.text;
    expect(textOf(draftId)).toBe('Which duty does an agent owe?');
    expect(textOf(v1)).toBe('Which duty is owed?');
    const [audited] = await db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.type, 'AUTHORING_ITEM_SAVED'),
          eq(auditEvents.principal, (await author.get('/api/account')).json().login),
        ),
      );
    expect(audited?.data).toMatchObject({ item: 'question:unit-exam#q1', revision: '1' });
    expect(JSON.parse(audited?.data.before ?? '{}').text).toBe('Which duty is owed?');
    expect(JSON.parse(audited?.data.after ?? '{}').text).toBe('Which duty does an agent owe?');
  });

  it('saves a slide (rendered again) and a node, checked by the package schemas', async () => {
    const slide = { id: 'intro', type: 'CONTENT', title: 'Welcome back', content: 'Agents owe *fiduciary* duties.' };
    const res = await put(author, `/api/authoring/drafts/${draftId}/slide`, {
      nodeKey: 'unit/lesson',
      slideId: 'intro',
      revision: 0,
      slide,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ title: lessonSlides.title, data: lessonSlides.data })
      .from(lessonSlides)
      .innerJoin(nodes, eq(nodes.id, lessonSlides.nodeId))
      .where(and(eq(nodes.productId, draftId), eq(lessonSlides.key, 'intro')));
    expect(row?.title).toBe('Welcome back');
    expect(String(row?.data.contentHtml)).toContain('<em>fiduciary</em>');
    const badSlide = await put(author, `/api/authoring/drafts/${draftId}/slide`, {
      nodeKey: 'unit/lesson',
      slideId: 'mc',
      revision: 0,
      slide: { id: 'mc', type: 'MULTIPLE_CHOICE', title: 'Duty', choices: 'none' },
    });
    expect(badSlide.statusCode).toBe(400);
    expect(badSlide.json().fieldErrors[0].field).toMatch(/^slide\.choices/);
    const node = await put(author, `/api/authoring/drafts/${draftId}/node`, {
      key: 'unit',
      revision: 0,
      title: 'Unit One: Agency',
      metadata: { OPTIONAL: 'no' },
    });
    expect(node.statusCode).toBe(200);
    const badNode = await put(author, `/api/authoring/drafts/${draftId}/node`, {
      key: 'unit',
      revision: 1,
      title: '',
      metadata: {},
    });
    expect(badNode.statusCode).toBe(400);
    expect(badNode.json().fieldErrors[0].field).toBe('title');
  });

  it('two saves from the same revision at once: one is kept, the other is 409 with it', async () => {
    const url = `/api/authoring/drafts/${draftId}/question`;
    const body = (text: string) => ({
      nodeKey: 'unit-exam',
      questionId: 'q2',
      revision: 0,
      question: {
        id: 'q2',
        text,
        choices: [
          { id: 'a', text: 'The client', correct: true },
          { id: 'b', text: 'The agent' },
        ],
      },
    });
    const [a, b] = await Promise.all([
      put(author, url, body('Who is the principal here?')),
      put(admin, url, body('Whose agent?')),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [won, lost] = a.statusCode === 200 ? [a, b] : [b, a];
    expect(won.json()).toEqual({ revision: 1 });
    const kept = won === a ? 'Who is the principal here?' : 'Whose agent?';
    expect(lost.json().current).toEqual({ revision: 1, value: expect.objectContaining({ text: kept }) });
  });

  it('401 without a session, 400 naming a malformed lineage or revision', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get(`/api/authoring/lineages/${code}/versions`)).statusCode).toBe(401);
    const bad = await author.get('/api/authoring/lineages/not%20a%20code/versions');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('lineage');
    const negative = await put(author, `/api/authoring/drafts/${draftId}/node`, {
      key: 'unit',
      revision: -1,
      title: 'X',
      metadata: {},
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().fieldErrors[0].field).toBe('revision');
  });

  it('diffs two versions: counts and the changed fraction', async () => {
    const res = await author.get(`/api/authoring/lineages/${code}/diff?from=1&to=2`);
    expect(res.statusCode).toBe(200);
    const diff = res.json();
    // 5 nodes (root, unit, lesson, key points, exam), 2 slides, 2 questions: a node, a slide and both questions changed, 4 of 9.
    expect(diff.nodes).toEqual({ added: 0, removed: 0, changed: 1, unchanged: 4 });
    expect(diff.slides).toEqual({ added: 0, removed: 0, changed: 1, unchanged: 1 });
    expect(diff.questions).toEqual({ added: 0, removed: 0, changed: 2, unchanged: 0 });
    expect(diff.changedFraction).toBeCloseTo(4 / 9, 10);
  });

  it('publishes version 2: a learner on v1 stays on v1, a new enrolment gets v2, v2 is no longer editable', async () => {
    const res = await author.post(`/api/authoring/drafts/${draftId}/publish`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ productId: draftId, version: 2 });
    const db = t.database.db;
    const [old] = await db.select().from(learnerProducts).where(eq(learnerProducts.id, learnerLp));
    expect(old?.productId).toBe(v1);
    const newcomer = await signedIn(t);
    const enrol = await admin.post('/api/admin/enrolments', {
      login: newcomer.user.login,
      productCode: code,
      reason: 'new cohort',
    });
    expect(enrol.statusCode).toBe(201);
    const [fresh] = await db.select().from(learnerProducts).where(eq(learnerProducts.userId, newcomer.user.id));
    expect(fresh?.productId).toBe(draftId);
    const after = await put(author, `/api/authoring/drafts/${draftId}/node`, {
      key: 'unit',
      revision: 1,
      title: 'Again',
      metadata: {},
    });
    expect(after.statusCode).toBe(409);
    expect(after.json().code).toBe('NOT_A_DRAFT');
  });

  it('an author of one lineage cannot touch another, nor read learner data', async () => {
    // Two drafts asked at once: one is made, the other is refused (never a 500, never two drafts).
    const both = await Promise.all([1, 2].map(() => admin.post(`/api/authoring/lineages/${otherCode}/draft`, {})));
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const other = both.find((r) => r.statusCode === 201) ?? both[0];
    if (!other) throw new Error('no reply');
    expect(both.find((r) => r.statusCode === 409)?.json().code).toBe('DRAFT_EXISTS');
    const otherDraft = other.json().productId as number;
    const edit = await put(author, `/api/authoring/drafts/${otherDraft}/node`, {
      key: 'unit',
      revision: 0,
      title: 'Mine',
      metadata: {},
    });
    expect(edit.statusCode).toBe(403);
    expect((await author.get(`/api/authoring/lineages/${otherCode}/versions`)).statusCode).toBe(403);
    expect((await author.post(`/api/authoring/drafts/${otherDraft}/publish`, {})).statusCode).toBe(403);
    expect((await author.post('/api/admin/enrolments/search', { page: 0, size: 20 })).statusCode).toBe(403);
    expect([403, 404]).toContain((await author.get(`/api/product/${learnerLp}`)).statusCode);
  });
});
