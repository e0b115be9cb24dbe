import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerNodeStatus } from '../../platform/db/schema/index.js';
import { importCoursePackage } from '../../test/course-fixture.js';
import { createTestApp, createUser, type TestApp, TestClient, unique } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A question whose right answer is choice b (authored order kept). */
const question = (id: string, topic?: string) => `  - id: ${id}
    text: "Question ${id}?"
    fixedOrder: true
${topic ? `    topic: ${topic}\n` : ''}    choices:
      - { text: "Wrong ${id}" }
      - { text: "Right ${id}", correct: true }
`;

/**
 * Unit One: key points, a review exempt once the unit exam is passed (flexible, with the three exempt
 * texts), the unit exam (2 attempts). Unit Two: key points, an exam with DISALLOW_RETAKES. An optional
 * section and a section exempt after the unit exam, each with one key points child.
 */
function unitCourse() {
  return {
    'course.yaml': `code: ${unique('U').toUpperCase()}\ntitle: Unit Course\ntype: COURSE\naccount:\n  name: Unit Academy\n`,
    'nodes/01-unit/_node.yaml': 'type: UNIT\ntitle: Unit One\ntitlePrefix: Unit 1\n',
    'nodes/01-unit/01-kp.yaml': 'type: KEY_POINTS\ntitle: Key Points One\n',
    'nodes/01-unit/02-review.yaml': [
      'type: KEY_POINTS',
      'title: Review',
      'metadata:',
      '  PROGRESSION: FLEXIBLE',
      '  EXEMPT_IF_COMPLETE: unit-exam',
      '  EXEMPT_STATUS_TEXT: "Exempt: you passed the exam"',
      '  EXEMPT_HELP_TEXT: Required only until you pass the exam',
      '  EXEMPT_CONTENT_BANNER_TEXT: You may still review this for practice',
      '',
    ].join('\n'),
    'nodes/01-unit/03-exam.yaml': `key: unit-exam\ntype: EXAM\ntitle: Unit One Exam\nexam:\n  passingScore: 50\n  allowedAttempts: 2\nquestions:\n${question('q1')}${question('q2')}`,
    'nodes/02-unit2/_node.yaml': 'type: UNIT\ntitle: Unit Two\ntitlePrefix: Unit 2\n',
    'nodes/02-unit2/01-kp.yaml': 'type: KEY_POINTS\ntitle: Key Points Two\n',
    'nodes/02-unit2/02-exam.yaml': `key: once-exam\ntype: EXAM\ntitle: Unit Two Exam\nmetadata:\n  DISALLOW_RETAKES: yes\n  MAX_RETAKES_REACHED_MESSAGE: One try only\nexam:\n  passingScore: 50\nquestions:\n${question('r1')}${question('r2')}`,
    'nodes/03-extra/_node.yaml':
      'type: SECTION\ntitle: Extra\nmetadata:\n  OPTIONAL: yes\n  OPTIONAL_STATUS_TEXT: Extra credit, if you like\n',
    'nodes/03-extra/01-kp.yaml': 'type: KEY_POINTS\ntitle: Extra Key Points\n',
    'nodes/04-bonus/_node.yaml':
      'type: SECTION\ntitle: Bonus\nmetadata:\n  EXEMPT_IF_COMPLETE: unit-exam\n  EXEMPT_CONTENT_BANNER_TEXT: Passing the unit exam exempts you from this section\n',
    'nodes/04-bonus/01-kp.yaml': 'type: KEY_POINTS\ntitle: Bonus Key Points\n',
  };
}

async function learnerIn(files: Record<string, string>) {
  const user = await createUser(t);
  const course = await importCoursePackage(t, user.id, files);
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  return { client, ...course };
}

/** Sits an exam answering every question with `answer` ('b' right, 'a' wrong); returns the finish reply. */
async function sitExam(client: TestClient, examId: number, answers: string[]) {
  const first = await client.post('/api/exam/nextQuestion', { assessmentId: examId });
  expect(first.statusCode).toBe(200);
  const pa = first.json().personAssessmentId as number;
  for (const [i, answer] of answers.entries()) {
    const saved = await client.post('/api/exam/saveQuestion', {
      assessmentId: examId,
      currentQuestionNum: i + 1,
      userAnswer: answer,
    });
    expect(saved.statusCode).toBe(200);
  }
  const finish = await client.post(`/api/exam/finish/${pa}`);
  expect(finish.statusCode).toBe(200);
  return finish.json();
}

describe('POST api/progression/{lpId}/{nodeId}: the next step', () => {
  it('after an exempt review of a passed unit, points past the passed exam to the next thing to do', async () => {
    const { client, lp, id } = await learnerIn(unitCourse());
    expect((await client.post(`/api/progression/${lp.id}/${id('unit/kp')}`)).statusCode).toBe(200);
    expect((await sitExam(client, id('unit-exam'), ['b', 'b'])).examPassed).toBe(true);
    const review = (await client.get(`/api/product/${lp.id}/lc/${id('unit/review')}`)).json();
    expect(review.node.exemptInfo.exempt).toBe(true);

    const res = await client.post(`/api/progression/${lp.id}/${id('unit/review')}`);
    expect(res.statusCode).toBe(200);
    // Not 'Continue to Unit One Exam' (passed): Unit Two's key points.
    expect(res.json().nextStep).toMatchObject({ id: id('unit2/kp'), title: 'Key Points Two' });
    const after = (await client.get(`/api/product/${lp.id}/lc/${id('unit/review')}`)).json();
    expect(after.node.nextStep.id).toBe(id('unit2/kp'));
  });

  it('has no next step (home) when nothing required is left', async () => {
    const { client, lp, id } = await learnerIn(unitCourse());
    const now = t.clock.now();
    for (const key of ['unit/kp', 'unit-exam', 'unit2/kp', 'once-exam', 'extra/kp']) {
      await t.database.db
        .insert(learnerNodeStatus)
        .values({ learnerProductId: lp.id, nodeId: id(key), status: 'COMPLETE', startedAt: now, lastVisitedAt: now });
    }
    const res = await client.post(`/api/progression/${lp.id}/${id('unit/review')}`);
    expect(res.statusCode).toBe(200);
    // The bonus section after it is exempt (the unit exam is complete): nothing to do, so home.
    expect(res.json().nextStep).toBeNull();
  });
});

describe('GET api/product/{lpId}/lc/{unit}: what the unit page needs after a failed exam', () => {
  it('shows a failed exam with an attempt left as taken, not passed, not completed, attempts counted', async () => {
    const { client, lp, id } = await learnerIn(unitCourse());
    await client.post(`/api/progression/${lp.id}/${id('unit/kp')}`);
    expect((await sitExam(client, id('unit-exam'), ['a', 'a'])).examPassed).toBe(false);
    const { node } = (await client.get(`/api/product/${lp.id}/lc/${id('unit')}`)).json();
    const exam = node.children.find((c: { id: number }) => c.id === id('unit-exam'));
    expect(exam).toMatchObject({ status: 'IN_PROGRESS', completed: false, locked: false });
    expect(exam.derivedData).toMatchObject({
      EXAM_TAKEN: 'true',
      EXAM_PASSED: 'false',
      EXAM_ATTEMPT_COUNT: '1',
      EXAM_ALLOWED_ATTEMPT_COUNT: '2',
    });
  });

  it('counts one allowed attempt for an exam with DISALLOW_RETAKES, and records the failure as final', async () => {
    const { client, lp, id } = await learnerIn(unitCourse());
    await client.post(`/api/progression/${lp.id}/${id('unit/kp')}`);
    await sitExam(client, id('unit-exam'), ['b', 'b']);
    await client.post(`/api/progression/${lp.id}/${id('unit2/kp')}`);
    const before = (await client.get(`/api/product/${lp.id}/lc/${id('unit2')}`)).json();
    const fresh = before.node.children.find((c: { id: number }) => c.id === id('once-exam'));
    // The settings allow unlimited attempts; DISALLOW_RETAKES leaves one, as the exam's own status says.
    expect(fresh.derivedData.EXAM_ALLOWED_ATTEMPT_COUNT).toBe('1');
    expect((await client.get(`/api/exam/check/${id('once-exam')}`)).json().allowedAttemptCount).toBe(1);
    await sitExam(client, id('once-exam'), ['a', 'a']);
    const { node } = (await client.get(`/api/product/${lp.id}/lc/${id('unit2')}`)).json();
    const exam = node.children.find((c: { id: number }) => c.id === id('once-exam'));
    expect(exam.status).toBe('COMPLETE_FAIL');
    expect(exam.metadata.MAX_RETAKES_REACHED_MESSAGE).toBe('One try only');
    expect(node.status).toBe('COMPLETE_FAIL');
  });
});

describe('GET api/product/{lpId}/lc/{nodeId}: exempt and optional texts of the package', () => {
  it('gives a node its own exempt texts, before and after it becomes exempt', async () => {
    const { client, lp, id } = await learnerIn(unitCourse());
    const before = (await client.get(`/api/product/${lp.id}/lc/${id('unit/review')}`)).json().node;
    expect(before.exemptInfo).toEqual({
      exempt: false,
      ancestorExempt: false,
      statusText: 'Exempt: you passed the exam',
      helpText: 'Required only until you pass the exam',
      childBannerText: 'You may still review this for practice',
    });
    const now = t.clock.now();
    await t.database.db
      .insert(learnerNodeStatus)
      .values({ learnerProductId: lp.id, nodeId: id('unit-exam'), status: 'COMPLETE', startedAt: now, lastVisitedAt: now });
    const after = (await client.get(`/api/product/${lp.id}/lc/${id('unit/review')}`)).json().node;
    expect(after.exemptInfo).toEqual({ ...before.exemptInfo, exempt: true });
  });

  it('gives the children of an exempt or optional section the section’s banner texts', async () => {
    const { client, lp, id } = await learnerIn(unitCourse());
    const now = t.clock.now();
    for (const key of ['unit/kp', 'unit-exam']) {
      await t.database.db
        .insert(learnerNodeStatus)
        .values({ learnerProductId: lp.id, nodeId: id(key), status: 'COMPLETE', startedAt: now, lastVisitedAt: now });
    }
    const bonus = (await client.get(`/api/product/${lp.id}/lc/${id('bonus/kp')}`)).json().node;
    expect(bonus.exemptInfo).toMatchObject({
      exempt: false,
      ancestorExempt: true,
      childBannerText: 'Passing the unit exam exempts you from this section',
      helpText: null,
    });
    const extra = (await client.get(`/api/product/${lp.id}/lc/${id('extra/kp')}`)).json().node;
    expect(extra.optionalInfo).toEqual({
      optional: false,
      ancestorOptional: true,
      optionalStatusText: 'Extra credit, if you like',
    });
    // A node under nothing exempt or optional inherits nothing.
    const kp = (await client.get(`/api/product/${lp.id}/lc/${id('unit/kp')}`)).json().node;
    expect(kp.exemptInfo.childBannerText).toBeNull();
    expect(kp.optionalInfo.optionalStatusText).toBeNull();
  });
});

/**
 * Topics: Agency (SUBTOPICS Duties and Forms, named by its practice exam's questions; the exam) and
 * Finance (SUBTOPICS with one subtopic no question names). Open progression.
 */
function topicCourse() {
  return {
    'course.yaml': `code: ${unique('T').toUpperCase()}\ntitle: Topic Course\ntype: COURSE\naccount:\n  name: Topic Academy\nmetadata:\n  PROGRESSION: PROGRESS_OPEN_ALL\n`,
    'nodes/01-topics/_node.yaml': 'type: TOPICS\ntitle: Study Topics\n',
    'nodes/01-topics/01-agency/_node.yaml': 'type: TOPIC\ntitle: Agency\n',
    'nodes/01-topics/01-agency/01-subtopics/_node.yaml': 'type: SUBTOPICS\ntitle: Agency Subtopics\n',
    'nodes/01-topics/01-agency/01-subtopics/01-duties.yaml': 'type: KEY_POINTS\ntitle: Duties\n',
    'nodes/01-topics/01-agency/01-subtopics/02-forms.yaml': 'type: KEY_POINTS\ntitle: Forms\n',
    'nodes/01-topics/01-agency/02-practice.yaml': `key: practice\ntype: EXAM\ntitle: Agency Practice\nexam:\n  completesWhen: TAKEN\nquestions:\n${question('d1', 'topics/agency/subtopics/duties')}${question('d2', 'topics/agency/subtopics/duties')}${question('f1', 'topics/agency/subtopics/forms')}${question('f2', 'topics/agency/subtopics/forms')}`,
    'nodes/01-topics/02-finance/_node.yaml': 'type: TOPIC\ntitle: Finance\n',
    'nodes/01-topics/02-finance/01-subtopics/_node.yaml': 'type: SUBTOPICS\ntitle: Finance Subtopics\n',
    'nodes/01-topics/02-finance/01-subtopics/01-loans.yaml': 'type: KEY_POINTS\ntitle: Loans\n',
  };
}

describe('GET api/product/{lpId}/lc/{topic}: containers and effort', () => {
  it('marks containers whose subtopics exam questions rate, and breaks effort down per subtopic after an attempt', async () => {
    const { client, lp, id } = await learnerIn(topicCourse());
    const fresh = (await client.get(`/api/product/${lp.id}/lc/${id('topics/agency')}`)).json();
    expect(fresh.topic).toEqual({
      containers: [
        { id: id('topics/agency/subtopics'), title: 'Agency Subtopics', type: 'SUBTOPICS', locked: false, showEffortKey: true },
      ],
      effortBreakdowns: [],
    });
    // Duties both right, Forms both wrong.
    await sitExam(client, id('practice'), ['b', 'b', 'a', 'a']);
    const after = (await client.get(`/api/product/${lp.id}/lc/${id('topics/agency')}`)).json();
    expect(after.topic.effortBreakdowns).toEqual([
      { nodeId: id('topics/agency/subtopics/duties'), title: 'Duties', effortRank: 'GOOD', numberCorrect: 2, totalNumber: 2 },
      { nodeId: id('topics/agency/subtopics/forms'), title: 'Forms', effortRank: 'FOCUS_HERE', numberCorrect: 0, totalNumber: 2 },
    ]);
    const finance = (await client.get(`/api/product/${lp.id}/lc/${id('topics/finance')}`)).json();
    expect(finance.topic.containers).toEqual([
      { id: id('topics/finance/subtopics'), title: 'Finance Subtopics', type: 'SUBTOPICS', locked: false, showEffortKey: false },
    ]);
    // Not a topic: no topic data.
    expect((await client.get(`/api/product/${lp.id}/lc/${id('topics/agency/subtopics')}`)).json().topic).toBeNull();
  });
});

describe('topic effort agrees with the home (issue 25 item 19)', () => {
  it('answers tagged on the topic itself (a readiness exam) count on its page as on the home', async () => {
    const course = {
      ...topicCourse(),
      'nodes/00-readiness.yaml': `key: readiness\ntype: EXAM\ntitle: Readiness\nexam:\n  completesWhen: TAKEN\nquestions:\n${question('r1', 'topics/agency')}${question('r2', 'topics/agency')}`,
    };
    const { client, lp, id } = await learnerIn(course);
    // Both wrong: the home rates Agency Focus Here, 0 of 2.
    await sitExam(client, id('readiness'), ['a', 'a']);
    const state = (await client.get(`/api/product/${lp.id}/state`)).json();
    expect(state.effortBreakdowns).toEqual([
      { nodeId: id('topics/agency'), title: 'Agency', effortRank: 'FOCUS_HERE', numberCorrect: 0, totalNumber: 2 },
    ]);
    // The topic page says the same: its key is not 0/0 for every rank.
    const page = (await client.get(`/api/product/${lp.id}/lc/${id('topics/agency')}`)).json();
    expect(page.topic.effortBreakdowns).toEqual([
      { nodeId: id('topics/agency'), title: 'Agency', effortRank: 'FOCUS_HERE', numberCorrect: 0, totalNumber: 2 },
    ]);
    // Subtopic answers then join it; the page's totals stay the home's.
    await sitExam(client, id('practice'), ['b', 'b', 'a', 'a']);
    const home = (await client.get(`/api/product/${lp.id}/state`)).json().effortBreakdowns[0];
    const rows = (await client.get(`/api/product/${lp.id}/lc/${id('topics/agency')}`)).json().topic.effortBreakdowns;
    expect(rows.map((r: { title: string }) => r.title)).toEqual(['Duties', 'Forms', 'Agency']);
    const sum = (k: 'numberCorrect' | 'totalNumber') => rows.reduce((n: number, r: Record<string, number>) => n + (r[k] ?? 0), 0);
    expect([sum('numberCorrect'), sum('totalNumber')]).toEqual([home.numberCorrect, home.totalNumber]);
  });
});

describe('node reply fields the spec names (issue 25 item 22)', () => {
  it('showSection, showSkip, lastWithStatus on nodes; GAUGE_CONTAINER_DATA with the gauge tasks', async () => {
    const { client, lp, id } = await learnerIn({
      'course.yaml': `code: ${unique('G').toUpperCase()}\ntitle: Gauge Course\ntype: COURSE\naccount:\n  name: Gauge Academy\n`,
      'nodes/01-gauges/_node.yaml': 'type: GAUGE_CONTAINER\ntitle: Readiness\n',
      'nodes/01-gauges/01-basics/_node.yaml': 'type: SECTION\ntitle: Basics\n',
      'nodes/01-gauges/01-basics/01-one.yaml': 'type: KEY_POINTS\ntitle: One\n',
      'nodes/01-gauges/01-basics/02-two.yaml': 'type: KEY_POINTS\ntitle: Two\n',
      'nodes/01-gauges/02-flat/_node.yaml': 'type: SECTION\ntitle: Flat\nmetadata:\n  SHOW_SECTION: "no"\n',
      'nodes/01-gauges/02-flat/01-three.yaml': 'type: KEY_POINTS\ntitle: Three\n',
    });
    const page = (await client.get(`/api/product/${lp.id}/lc/${id('gauges')}`)).json();
    expect(JSON.parse(page.node.derivedData.GAUGE_CONTAINER_DATA)).toEqual([
      { title: 'Basics', stepCount: 2, stepCompleteCount: 0, percentComplete: 0 },
      { title: 'Flat', stepCount: 1, stepCompleteCount: 0, percentComplete: 0 },
    ]);
    const [basics, flat] = page.node.children;
    expect([basics.showSection, flat.showSection]).toEqual([true, false]);
    expect(basics.showSkip).toBe(false);
    // Sequential progression: only the first section is reachable, so it ends the trail.
    expect([basics.lastWithStatus, flat.lastWithStatus]).toEqual([true, false]);
  });
});

describe('courseDetailId on the product (issue 25 item 22)', () => {
  it("is the package root's COURSE_DETAIL_ID, else null", async () => {
    const withId = await learnerIn({
      'course.yaml': `code: ${unique('D').toUpperCase()}\ntitle: Detail Course\ntype: COURSE\naccount:\n  name: Detail Academy\nmetadata:\n  COURSE_DETAIL_ID: "ces-course-4411"\n`,
      'nodes/01-one.yaml': 'type: KEY_POINTS\ntitle: One\n',
    });
    expect((await withId.client.get(`/api/product/${withId.lp.id}`)).json().courseDetailId).toBe('ces-course-4411');
    const without = await learnerIn(topicCourse());
    expect((await without.client.get(`/api/product/${without.lp.id}`)).json().courseDetailId).toBeNull();
  });
});

describe('an exam that disables Previous (issue 25 item 42)', () => {
  it('says so in its status; without the setting Previous stays', async () => {
    const { client, id } = await learnerIn({
      'course.yaml': `code: ${unique('P').toUpperCase()}\ntitle: Previous Course\ntype: COURSE\naccount:\n  name: Previous Academy\nmetadata:\n  PROGRESSION: PROGRESS_OPEN_ALL\n`,
      'nodes/01-ordered.yaml': `key: ordered\ntype: EXAM\ntitle: In Order\nexam:\n  disablePrevious: true\nquestions:\n${question('o1')}${question('o2')}`,
      'nodes/02-free.yaml': `key: free\ntype: EXAM\ntitle: Free\nquestions:\n${question('f1')}${question('f2')}`,
    });
    expect((await client.get(`/api/exam/check/${id('ordered')}`)).json().previousDisabled).toBe(true);
    expect((await client.get(`/api/exam/check/${id('free')}`)).json().previousDisabled).toBe(false);
  });
});
