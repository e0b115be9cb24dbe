import { Authority } from '@continuum/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, examQuestions, keyPoints, lessonSlides, nodes } from '../../platform/db/schema/index.js';
import { importCoursePackage } from '../../test/course-fixture.js';
import { appWithAdmin, signedIn } from '../../test/enrolled-learner.js';
import { type TestApp, type TestClient, unique } from '../../test/harness.js';

/** Two units: a lesson and an exam under the first, a lesson under the second. */
function coursePackage(code: string): Record<string, string> {
  return {
    'course.yaml': `code: ${code}\ntitle: Tree Course\ntype: COURSE\naccount:\n  name: Tree Academy\n`,
    'nodes/01-unit/_node.yaml': 'type: UNIT\ntitle: Unit One\n',
    'nodes/01-unit/01-lesson.yaml':
      'type: LESSON\ntitle: Duties\nslides:\n  - id: intro\n    type: CONTENT\n    title: Welcome\n    content: "Agents owe **duties**."\n',
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
`,
    'nodes/02-second/_node.yaml': 'type: UNIT\ntitle: Unit Two\n',
    'nodes/02-second/01-lesson.yaml':
      'type: LESSON\ntitle: Agency\nslides:\n  - id: s1\n    type: CONTENT\n    title: Agency\n    content: "Agency."\n',
  };
}

interface TreeNode {
  key: string;
  parentKey: string | null;
  depth: number;
  type: string;
  title: string;
  revision: number;
  slides?: { id: string; revision: number; slide: Record<string, unknown> }[];
  questions?: { id: string; revision: number; question: { choices: { correct?: boolean }[] } }[];
  keyPoints?: string[];
}
interface Tree {
  treeRevision: number;
  draft: boolean;
  nodes: TreeNode[];
}

describe('authoring: the studio tree (issue 30, decision 0202)', () => {
  let t: TestApp;
  let admin: TestClient;
  let author: TestClient;
  let stranger: TestClient;
  let learner: TestClient;
  const code = unique('AT').toUpperCase();
  let draftId: number;
  let v1: number;
  const tree = async (client: TestClient = author) => (await client.get(`/api/authoring/drafts/${draftId}/tree`)).json() as Tree;
  const keys = async () => (await tree()).nodes.map((n) => `${'  '.repeat(n.depth)}${n.key}`);

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin());
    const l = await signedIn(t);
    learner = l.client;
    v1 = (await importCoursePackage(t, l.user.id, coursePackage(code))).productId;
    const a = await signedIn(t, [Authority.AUTHENTICATED, Authority.AUTHOR]);
    author = a.client;
    stranger = (await signedIn(t, [Authority.AUTHENTICATED, Authority.AUTHOR])).client;
    expect((await admin.post('/api/authoring/grants', { userId: a.user.id, lineage: code })).statusCode).toBe(201);
    draftId = (await author.post(`/api/authoring/lineages/${code}/draft`, {})).json().productId;
  });
  afterAll(() => t.close());

  it('lists the lineages an author may edit; an administrator sees them all', async () => {
    const mine = (await author.get('/api/authoring/lineages')).json() as { lineages: { lineage: string; versions: unknown[] }[] };
    expect(mine.lineages.map((l) => l.lineage)).toEqual([code]);
    expect(mine.lineages[0]?.versions).toHaveLength(2);
    expect(((await stranger.get('/api/authoring/lineages')).json() as { lineages: unknown[] }).lineages).toEqual([]);
    const all = (await admin.get('/api/authoring/lineages')).json() as { lineages: { lineage: string }[] };
    expect(all.lineages.map((l) => l.lineage)).toContain(code);
    expect((await learner.get('/api/authoring/lineages')).statusCode).toBe(403);
  });

  it('reads the draft tree depth first with slides and questions, answer keys included, for authors only', async () => {
    const t1 = await tree();
    expect(t1.draft).toBe(true);
    expect(t1.treeRevision).toBe(0);
    expect(await keys()).toEqual(['unit', '  unit/lesson', '  unit-exam', 'second', '  second/lesson']);
    const exam = t1.nodes.find((n) => n.key === 'unit-exam');
    expect(exam?.questions?.[0]?.question.choices[0]?.correct).toBe(true);
    expect(t1.nodes.find((n) => n.key === 'unit/lesson')?.slides?.[0]).toMatchObject({ id: 'intro', revision: 0 });
    const learnerRead = await learner.get(`/api/authoring/drafts/${draftId}/tree`);
    expect(learnerRead.statusCode).toBe(403);
    expect(learnerRead.body).not.toContain('Loyalty');
    const strangerRead = await stranger.get(`/api/authoring/drafts/${draftId}/tree`);
    expect(strangerRead.statusCode).toBe(403);
    expect(strangerRead.body).not.toContain('Loyalty');
    expect((await author.get('/api/authoring/drafts/99999999/tree')).statusCode).toBe(404);
  });

  it('adds a key-points node last under its parent, with sanitized points, revisioned and audited', async () => {
    const res = await author.post(`/api/authoring/drafts/${draftId}/nodes`, {
      treeRevision: 0,
      parentKey: 'unit',
      type: 'KEY_POINTS',
      title: 'Key Points',
      keyPoints: ['Loyalty <strong>first</strong>.<script>alert(1)</script>'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ key: 'unit/key-points', treeRevision: 1, removed: 0 });
    expect(await keys()).toEqual(['unit', '  unit/lesson', '  unit-exam', '  unit/key-points', 'second', '  second/lesson']);
    const [points] = await t.database.db
      .select({ points: keyPoints.points })
      .from(keyPoints)
      .innerJoin(nodes, eq(nodes.id, keyPoints.nodeId))
      .where(and(eq(nodes.productId, draftId), eq(nodes.key, 'unit/key-points')));
    expect(points?.points).toEqual(['Loyalty <strong>first</strong>.']);
    const audited = await t.database.db.select().from(auditEvents).where(eq(auditEvents.type, 'AUTHORING_TREE_CHANGED'));
    expect(audited.find((e) => e.data.productId === String(draftId))?.data).toMatchObject({ op: 'ADD', key: 'unit/key-points' });
    // v1 is untouched.
    const v1Keys = await t.database.db.select({ key: nodes.key }).from(nodes).where(eq(nodes.productId, v1));
    expect(v1Keys.map((k) => k.key)).not.toContain('unit/key-points');
  });

  it('refuses a stale tree revision with the current shape, and bad input naming the field', async () => {
    const stale = await author.post(`/api/authoring/drafts/${draftId}/nodes`, {
      treeRevision: 0,
      parentKey: null,
      type: 'UNIT',
      title: 'Late',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'AUTHORING_STALE', current: { revision: 1 } });
    expect(JSON.stringify(stale.json().current.value)).toContain('unit/key-points');
    const badType = await author.post(`/api/authoring/drafts/${draftId}/nodes`, {
      treeRevision: 1,
      parentKey: null,
      type: 'LESSON',
      title: 'X',
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().fieldErrors[0].field).toBe('type');
    const badParent = await author.post(`/api/authoring/drafts/${draftId}/nodes`, {
      treeRevision: 1,
      parentKey: 'nope',
      type: 'UNIT',
      title: 'X',
    });
    expect(badParent.statusCode).toBe(400);
    expect(badParent.json().fieldErrors[0].field).toBe('parentKey');
    expect((await tree()).treeRevision).toBe(1);
  });

  it('moves a node up within its parent and to another parent; never under itself', async () => {
    const up = await author.post(`/api/authoring/drafts/${draftId}/nodes/move`, {
      treeRevision: 1,
      key: 'unit-exam',
      parentKey: 'unit',
      position: 0,
    });
    expect(up.json()).toMatchObject({ treeRevision: 2 });
    expect(await keys()).toEqual(['unit', '  unit-exam', '  unit/lesson', '  unit/key-points', 'second', '  second/lesson']);
    const across = await author.post(`/api/authoring/drafts/${draftId}/nodes/move`, {
      treeRevision: 2,
      key: 'unit/lesson',
      parentKey: 'second',
      position: 1,
    });
    expect(across.statusCode).toBe(200);
    expect(await keys()).toEqual(['unit', '  unit-exam', '  unit/key-points', 'second', '  second/lesson', '  unit/lesson']);
    // Its slides came along: they hang from the node, which kept its id.
    expect((await tree()).nodes.find((n) => n.key === 'unit/lesson')?.slides?.map((s) => s.id)).toEqual(['intro']);
    const loop = await author.post(`/api/authoring/drafts/${draftId}/nodes/move`, {
      treeRevision: 3,
      key: 'second',
      parentKey: 'second/lesson',
      position: 0,
    });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().fieldErrors[0].field).toBe('parentKey');
    const positions = await t.database.db
      .select({ key: nodes.key, position: nodes.position })
      .from(nodes)
      .where(eq(nodes.productId, draftId));
    const pos = new Map(positions.map((p) => [p.key, p.position]));
    expect([pos.get('unit-exam'), pos.get('unit/key-points')]).toEqual([0, 1]);
  });

  it('deletes a node with its subtree, slides and questions; refuses deleting the last node', async () => {
    const res = await author.post(`/api/authoring/drafts/${draftId}/nodes/delete`, { treeRevision: 3, key: 'unit' });
    expect(res.json()).toEqual({ key: 'unit', treeRevision: 4, removed: 3 });
    expect(await keys()).toEqual(['second', '  second/lesson', '  unit/lesson']);
    const questions = await t.database.db
      .select({ key: examQuestions.key })
      .from(examQuestions)
      .innerJoin(nodes, eq(nodes.id, examQuestions.nodeId))
      .where(eq(nodes.productId, draftId));
    expect(questions).toEqual([]);
    const last = await author.post(`/api/authoring/drafts/${draftId}/nodes/delete`, { treeRevision: 4, key: 'second' });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: 'LAST_NODE' });
    const slides = await t.database.db
      .select({ key: lessonSlides.key })
      .from(lessonSlides)
      .innerJoin(nodes, eq(nodes.id, lessonSlides.nodeId))
      .where(eq(nodes.productId, draftId));
    expect(slides.map((s) => s.key).sort()).toEqual(['intro', 's1']);
  });

  it('previews Markdown sanitized as the importer stores it, for authors only', async () => {
    const res = await author.post('/api/authoring/markdown-preview', { content: 'Agents owe **duties**.<script>x()</script>' });
    expect(res.json()).toEqual({ html: expect.stringContaining('<strong>duties</strong>') });
    expect(res.json().html).not.toContain('script');
    expect((await learner.post('/api/authoring/markdown-preview', { content: 'x' })).statusCode).toBe(403);
  });

  it('refuses tree changes from a learner, an author without the grant, and on a published version', async () => {
    const body = { treeRevision: 4, parentKey: null, type: 'UNIT', title: 'Nope' };
    expect((await learner.post(`/api/authoring/drafts/${draftId}/nodes`, body)).statusCode).toBe(403);
    expect((await stranger.post(`/api/authoring/drafts/${draftId}/nodes`, body)).statusCode).toBe(403);
    expect(
      (await stranger.post(`/api/authoring/drafts/${draftId}/nodes/delete`, { treeRevision: 4, key: 'second' })).statusCode,
    ).toBe(403);
    const onV1 = await author.post(`/api/authoring/drafts/${v1}/nodes`, { ...body, treeRevision: 0 });
    expect(onV1.statusCode).toBe(409);
    expect(onV1.json()).toMatchObject({ code: 'NOT_A_DRAFT' });
    expect((await tree()).treeRevision).toBe(4);
  });
});
