import { Authority } from '@continuum/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordQueries } from '../../test/access-matrix/record-snapshot.js';
import { importCoursePackage } from '../../test/course-fixture.js';
import { appWithAdmin, signedIn } from '../../test/enrolled-learner.js';
import { type TestApp, type TestClient, unique } from '../../test/harness.js';

const files = (code: string) => ({
  'course.yaml': `code: ${code}\ntitle: Preview Course\ntype: COURSE\naccount:\n  name: Academy\n`,
  'nodes/01-lesson.yaml': `type: LESSON
title: Duties
slides:
  - { id: read, type: CONTENT, title: Read, content: "Agents owe **duties**." }
  - id: tf
    type: TRUE_FALSE
    title: Dual agency
    content: Texas permits dual agency.
    answer: false
    correctFeedback: SECRET-RIGHT
    incorrectFeedback: SECRET-WRONG
  - id: mc
    type: MULTIPLE_CHOICE
    title: Duty
    choices:
      - { id: loyalty, text: Loyalty, correct: true }
      - { id: speed, text: Speed }
`,
  'nodes/03-points.yaml': `key: points\ntype: KEY_POINTS\ntitle: Points\nkeyPoints:\n  - "Loyalty <strong>first</strong>.<script>x()</script>"\n`,
  'resources.yaml': `resources:\n  - { key: trec, node: points, type: LINK, title: TREC forms, url: "https://www.trec.texas.gov/forms" }\n`,
  'nodes/02-exam.yaml': `key: quiz
type: EXAM
title: Quiz
metadata:
  EXAM_TYPE: UNIT
exam:
  passingScore: 80
  questionCount: 1
questions:
  - id: q1
    text: Who licenses agents?
    explanation: SECRET-WHY
    choices:
      - { text: The state, correct: true, feedback: SECRET-YES }
      - { text: The buyer, feedback: SECRET-NO }
  - id: q2
    text: Is a licence forever?
    choices:
      - { text: "No", correct: true }
      - { text: "Yes" }
`,
});

describe('preview as a learner (issue 30, decision 0206)', () => {
  let t: TestApp;
  let admin: TestClient;
  let author: TestClient;
  let draftId: number;
  let lessonId: number;
  const lineage = unique('PV').toUpperCase();

  /** Rows in every table of a learner's record (the access matrix's list, found from the schema), whoever they belong to. */
  const learnerRows = async () => {
    const counts: Record<string, number> = {};
    for (const { table } of recordQueries(0)) {
      const res = await t.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
      counts[table] = Number((res as unknown as { rows: { n: number }[] }).rows[0]?.n);
    }
    return counts;
  };
  const url = (nodeId = lessonId, productId = draftId) => `/api/authoring/preview/${productId}/nodes/${nodeId}`;

  beforeAll(async () => {
    // A database of its own: the counts cover every learner's rows, and other files write them on a shared one.
    ({ t, admin } = await appWithAdmin({ ownDatabase: true }));
    const owner = await signedIn(t);
    await importCoursePackage(t, owner.user.id, files(lineage));
    const a = await signedIn(t, [Authority.AUTHENTICATED, Authority.AUTHOR]);
    author = a.client;
    expect((await admin.post('/api/authoring/grants', { userId: a.user.id, lineage })).statusCode).toBe(201);
    const draft = await author.post(`/api/authoring/lineages/${lineage}/draft`, {});
    draftId = draft.json().productId;
    const root = (await t.database.db.execute(
      sql`select id from nodes where product_id = ${draftId} and key = 'lesson'`,
    )) as unknown as {
      rows: { id: number }[];
    };
    lessonId = Number(root.rows[0]?.id);
  });
  afterAll(() => t.close());

  it('refuses learners and authors of other lineages; 404 for a node of another product', async () => {
    const learner = await signedIn(t);
    expect((await learner.client.get(url())).statusCode).toBe(403);
    const stranger = await signedIn(t, [Authority.AUTHENTICATED, Authority.AUTHOR]);
    expect((await stranger.client.get(url())).statusCode).toBe(403);
    expect((await author.get(url(2_000_000_000))).statusCode).toBe(404);
  });

  it('shows the draft lesson as the learner sees it, checks answers, and writes no learner row', async () => {
    const before = await learnerRows();
    expect(Object.keys(before).length).toBeGreaterThan(20);
    const res = await author.get(url());
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    expect(reply).toMatchObject({ productId: draftId, version: 2, draft: true, node: { key: 'lesson', type: 'LESSON' } });
    expect(reply.lesson.inquiries.map((s: { id: string }) => s.id)).toEqual(['read', 'tf', 'mc']);
    expect(JSON.stringify(reply)).not.toMatch(/SECRET-|"answer"|"correct"/);
    const check = (slideId: string, answer: unknown) => author.post(`${url()}/check`, { slideId, answer });
    const wrong = await check('tf', { value: true });
    expect(wrong.json()).toMatchObject({ correct: false, feedback: 'SECRET-WRONG', progressed: false });
    const right = await check('mc', { choiceIds: ['loyalty'] });
    expect(right.json()).toMatchObject({ correct: true, progressed: true, currentIndex: 3 });
    const bad = await check('tf', { value: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('answer');
    expect((await check('nope', {})).statusCode).toBe(404);
    // An administrator previews too, a published version as well as the draft.
    expect((await admin.get(url())).statusCode).toBe(200);
    expect(await learnerRows()).toEqual(before);
  });

  it('shows an exam’s bank as the question screen does, checks a choice as the review would, and writes nothing', async () => {
    const learner = await signedIn(t);
    const before = await learnerRows();
    const quiz = (await t.database.db.execute(
      sql`select id from nodes where product_id = ${draftId} and key = 'quiz'`,
    )) as unknown as { rows: { id: number }[] };
    const quizId = Number(quiz.rows[0]?.id);
    const res = await author.get(url(quizId));
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    expect(reply.lesson).toBeNull();
    expect(reply).toMatchObject({ keyPoints: null, resources: [] });
    expect(reply.exam).toEqual({
      passingScore: 80,
      questionCount: 1,
      timeLimitMinutes: 0,
      allowedAttempts: -1,
      questions: [
        {
          id: 'q1',
          text: 'Who licenses agents?',
          choices: [
            { id: 'a', text: 'The state' },
            { id: 'b', text: 'The buyer' },
          ],
        },
        {
          id: 'q2',
          text: 'Is a licence forever?',
          choices: [
            { id: 'a', text: 'No' },
            { id: 'b', text: 'Yes' },
          ],
        },
      ],
    });
    expect(JSON.stringify(reply)).not.toMatch(/SECRET-|"correct"/);
    const check = (body: Record<string, unknown>) => author.post(`${url(quizId)}/exam-check`, body);
    expect((await check({ questionId: 'q1', choiceId: 'b' })).json()).toEqual({
      correct: false,
      correctChoiceIds: ['a'],
      feedback: 'SECRET-NO',
      explanation: 'SECRET-WHY',
    });
    expect((await check({ questionId: 'q1', choiceId: 'a' })).json()).toMatchObject({ correct: true, feedback: 'SECRET-YES' });
    const badChoice = await check({ questionId: 'q1', choiceId: 'z' });
    expect(badChoice.statusCode).toBe(400);
    expect(JSON.stringify(badChoice.json())).toContain('choiceId');
    expect((await check({ questionId: 'q9', choiceId: 'a' })).statusCode).toBe(404);
    const missing = await check({ questionId: 'q1' });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain('choiceId');
    // A lesson is not an exam, and the exam check is an author's call only.
    expect((await author.post(`${url()}/exam-check`, { questionId: 'q1', choiceId: 'a' })).statusCode).toBe(404);
    expect((await learner.client.post(`${url(quizId)}/exam-check`, { questionId: 'q1', choiceId: 'a' })).statusCode).toBe(403);
    expect(await learnerRows()).toEqual(before);
  });

  it('shows a key points node’s points, sanitized as at import, and the node’s resources by name', async () => {
    const before = await learnerRows();
    const found = (await t.database.db.execute(
      sql`select id from nodes where product_id = ${draftId} and key = 'points'`,
    )) as unknown as { rows: { id: number }[] };
    const res = await author.get(url(Number(found.rows[0]?.id)));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      node: { key: 'points', type: 'KEY_POINTS' },
      lesson: null,
      exam: null,
      keyPoints: ['Loyalty <strong>first</strong>.'],
      resources: [{ key: 'trec', type: 'LINK', title: 'TREC forms' }],
    });
    expect(await learnerRows()).toEqual(before);
  });
});
