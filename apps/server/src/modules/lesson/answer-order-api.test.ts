import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/harness.js';
import { enrolLearner, importLessonCourse, openLesson } from './testing/lesson-fixture.js';

/**
 * Decision 0055: choices, branching options, blank options and matches reach each learner in an order of
 * their own, stable across requests and sessions, unless the package fixes it; grading goes by id, so a
 * right answer picked in the shuffled order is still right. Every slide here is authored with its right
 * answer first, as most demo slides are.
 */
const LESSON = `type: LESSON
title: Answer Order
slides:
  - id: mc
    type: MULTIPLE_CHOICE
    title: Duty
    choices:
      - { id: loyalty, text: Loyalty, correct: true }
      - { id: speed, text: Speed }
      - { id: price, text: Price }
      - { id: luck, text: Luck }
  - id: fixed
    type: MULTIPLE_CHOICE
    title: Scale
    fixedOrder: true
    choices:
      - { id: low, text: Low, correct: true }
      - { id: mid, text: Medium }
      - { id: high, text: High }
  - id: pinned
    type: MULTIPLE_CHOICE
    title: Which apply
    choices:
      - { id: one, text: One }
      - { id: two, text: Two }
      - { id: three, text: Three }
      - { id: all, text: All of the above, correct: true, fixedPosition: true }
  - id: story
    type: COMPLETE_STORY
    title: Story
    text: "A broker owes [[duty]] duties."
    blanks:
      duty: { answers: [fiduciary], options: [fiduciary, no, some, odd] }
  - id: branch
    type: BRANCHING
    title: Path
    branchingChoices:
      - id: right
        text: Disclose
        next:
          - { id: right2, text: Put it in writing }
          - { id: wrong2a, text: Forget it, correct: false }
          - { id: wrong2b, text: Wait, correct: false }
          - { id: wrong2c, text: Ask a friend, correct: false }
      - { id: wrong1, text: Hide, correct: false }
      - { id: wrong3, text: Guess, correct: false }
      - { id: wrong4, text: Leave, correct: false }
`;

type Slide = {
  id: string;
  choices?: { id: string; text: string }[];
  branchingChoices?: { id: string; text: string }[];
  blanks?: Record<string, { options?: string[] }>;
};
const LEARNERS = 20;

let t: TestApp;
let productId = 0;
let lessonId = 0;
const learners: Awaited<ReturnType<typeof enrolLearner>>[] = [];
const slideOf = (lesson: { inquiries: Slide[] }, id: string): Slide => {
  const s = lesson.inquiries.find((x) => x.id === id);
  if (!s) throw new Error(`no slide ${id}`);
  return s;
};
// Choices go out under per-learner ids (decision 0108): tests name them by their text.
const texts = (list: { text: string }[] | undefined) => (list ?? []).map((c) => c.text);
const idOf = (list: { id: string; text: string }[] | undefined, text: string) => {
  const found = list?.find((c) => c.text === text);
  if (!found) throw new Error(`no choice ${text}`);
  return found.id;
};

beforeAll(async () => {
  t = await createTestApp();
  const course = await importLessonCourse(t, { 'nodes/01-order.yaml': LESSON });
  productId = course.productId;
  lessonId = course.nodeId('order');
  for (let i = 0; i < LEARNERS; i++) learners.push(await enrolLearner(t, productId));
});
afterAll(() => t.close());

async function lessonOf(l: (typeof learners)[number]) {
  return (await openLesson(l.client, l.lpId, lessonId)).lesson as { inquiries: Slide[] };
}

describe('answer order per learner (decision 0055)', () => {
  it('does not show the right choice first to every learner', async () => {
    const views = await Promise.all(learners.map(lessonOf));
    const firstOf = (id: string, pick: (s: Slide) => string | undefined) => views.map((v) => pick(slideOf(v, id)));
    const mcFirst = firstOf('mc', (s) => s.choices?.[0]?.text);
    const branchFirst = firstOf('branch', (s) => s.branchingChoices?.[0]?.text);
    const storyFirst = firstOf('story', (s) => s.blanks?.duty?.options?.[0]);
    // With 4 entries the right one comes first for about 5 of 20 learners; before the fix, for all 20.
    for (const [firsts, right] of [
      [mcFirst, 'Loyalty'],
      [branchFirst, 'Disclose'],
      [storyFirst, 'fiduciary'],
    ] as const) {
      expect(firsts.filter((f) => f === right).length).toBeLessThan(14);
      expect(new Set(firsts).size).toBeGreaterThan(1);
    }
    for (const v of views) expect(texts(slideOf(v, 'mc').choices).sort()).toEqual(['Loyalty', 'Luck', 'Price', 'Speed']);
  });

  it('keeps each learner their order on every request and in a new session', async () => {
    const [l] = learners;
    if (!l) throw new Error('no learner');
    const first = await lessonOf(l);
    expect(await lessonOf(l)).toEqual(first);
    const again = new TestClient(t.app);
    await again.signIn(l.user.login, l.user.password);
    expect((await openLesson(again, l.lpId, lessonId)).lesson.inquiries).toEqual(first.inquiries);
    // Signing in again ended the first session (one browser at a time): the later tests use the new one.
    l.client = again;
  });

  it('keeps the authored order of a fixedOrder slide and the place of a fixedPosition choice', async () => {
    const views = await Promise.all(learners.map(lessonOf));
    const pinnedFirsts = new Set<string | undefined>();
    for (const v of views) {
      expect(texts(slideOf(v, 'fixed').choices)).toEqual(['Low', 'Medium', 'High']);
      const pinned = texts(slideOf(v, 'pinned').choices);
      expect(pinned[3]).toBe('All of the above');
      pinnedFirsts.add(pinned[0]);
    }
    expect(pinnedFirsts.size).toBeGreaterThan(1);
  });

  it('grades the right answer picked in the shuffled order as right, and orders the next branching level too', async () => {
    const nextFirsts: string[] = [];
    for (const l of learners.slice(0, 8)) {
      const { lesson, submit } = await openLesson(l.client, l.lpId, lessonId);
      const mc = slideOf(lesson, 'mc');
      // The learner clicks what they see: the right choice, wherever it was shuffled to.
      const picked = idOf(mc.choices, 'Loyalty');
      expect((await submit('mc', { choiceIds: [picked] })).json()).toMatchObject({ correct: true });
      const low = idOf(slideOf(lesson, 'fixed').choices, 'Low');
      expect((await submit('fixed', { choiceIds: [low] })).json()).toMatchObject({ correct: true });
      const all = idOf(slideOf(lesson, 'pinned').choices, 'All of the above');
      expect((await submit('pinned', { choiceIds: [all] })).json()).toMatchObject({ correct: true });
      const wrong = mc.choices?.find((c) => c.text !== 'Loyalty')?.id;
      expect((await submit('mc', { choiceIds: [wrong] }, false)).json()).toMatchObject({ correct: false });
      expect((await submit('story', { blanks: { duty: 'fiduciary' } })).json()).toMatchObject({ correct: true });
      const right = idOf(slideOf(lesson, 'branch').branchingChoices, 'Disclose');
      const step = (await submit('branch', { path: [right] }, false)).json();
      expect(step).toMatchObject({ correct: true });
      const again = (await submit('branch', { path: [right] }, false)).json();
      expect(again.next).toEqual(step.next);
      nextFirsts.push(step.next[0].text);
      const right2 = idOf(step.next, 'Put it in writing');
      const done = (await submit('branch', { path: [right, right2] })).json();
      expect(done).toMatchObject({ correct: true, taken: true, answers: { path: [right, right2] } });
    }
    expect(nextFirsts.filter((f) => f === 'Put it in writing').length).toBeLessThan(8);
  });
});

describe('per-learner choice ids in lesson views (issue 25 item 9, decision 0108)', () => {
  const MATCHING = `type: LESSON
title: Estates
slides:
  - id: pairs
    type: MATCHING_DND_ANSWERS
    title: Pair them
    choices:
      - { id: d-fee-simple, text: Fee simple, matchId: m-fee-simple }
      - { id: d-life-estate, text: Life estate, matchId: m-life-estate }
    matches:
      - { id: m-fee-simple, text: Ownership without end }
      - { id: m-life-estate, text: Ownership for a lifetime }
  - id: sort
    type: MATCHING_DND_GRP
    title: Sort them
    targets:
      - { id: t-seller, text: Seller }
      - { id: t-buyer, text: Buyer }
    items:
      - { id: t-seller-listing, text: Listing agreement, targetId: t-seller }
      - { id: t-buyer-offer, text: Purchase offer, targetId: t-buyer }
`;

  it('sends ids that name no authored id and differ by learner, and grades answers given in them', async () => {
    const course = await importLessonCourse(t, { 'nodes/01-estates.yaml': MATCHING });
    const id = course.nodeId('estates');
    const a = await enrolLearner(t, course.productId);
    const b = await enrolLearner(t, course.productId);
    const viewA = (await openLesson(a.client, a.lpId, id)).lesson as { inquiries: Record<string, unknown>[] };
    const viewB = (await openLesson(b.client, b.lpId, id)).lesson as { inquiries: Record<string, unknown>[] };
    const sent = JSON.stringify(viewA.inquiries);
    for (const authored of ['fee-simple', 'life-estate', 't-seller', 't-buyer']) expect(sent).not.toContain(authored);
    type Entry = { id: string; text: string };
    const list = (v: typeof viewA, slide: string, name: string) =>
      (v.inquiries.find((s) => s.id === slide)?.[name] ?? []) as Entry[];
    const by = (entries: Entry[], text: string) => entries.find((e) => e.text === text)?.id ?? '';
    expect(by(list(viewA, 'pairs', 'choices'), 'Fee simple')).not.toBe(by(list(viewB, 'pairs', 'choices'), 'Fee simple'));
    // The same learner gets the same ids again.
    const again = (await openLesson(a.client, a.lpId, id)).lesson as { inquiries: Record<string, unknown>[] };
    expect(again.inquiries).toEqual(viewA.inquiries);

    const { submit } = await openLesson(a.client, a.lpId, id);
    const choices = list(viewA, 'pairs', 'choices');
    const matches = list(viewA, 'pairs', 'matches');
    const pairs = {
      [by(choices, 'Fee simple')]: by(matches, 'Ownership without end'),
      [by(choices, 'Life estate')]: by(matches, 'Ownership for a lifetime'),
    };
    const right = (await submit('pairs', { pairs })).json();
    expect(right).toMatchObject({ correct: true, answers: { pairs } });
    const targets = list(viewA, 'sort', 'targets');
    const items = list(viewA, 'sort', 'items');
    const placements = {
      [by(items, 'Listing agreement')]: by(targets, 'Buyer'),
      [by(items, 'Purchase offer')]: by(targets, 'Seller'),
    };
    expect((await submit('sort', { placements }, false)).json()).toMatchObject({ correct: false });
    // Another learner's ids mean nothing here.
    const foreign = { [by(list(viewB, 'sort', 'items'), 'Listing agreement')]: by(list(viewB, 'sort', 'targets'), 'Seller') };
    expect((await submit('sort', { placements: foreign }, false)).statusCode).toBe(400);
  });
});
