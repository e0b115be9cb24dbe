import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquirySubmissions, lessonProgress } from '../../platform/db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { enrolLearner, importLessonCourse, openLesson } from './testing/lesson-fixture.js';

const FILES = {
  'nodes/01-lesson.yaml': `type: LESSON
title: Batching
slides:
  - { id: one, type: TRUE_FALSE, title: One, answer: true }
  - { id: two, type: TRUE_FALSE, title: Two, answer: true }
`,
};

let t: TestApp;
let productId = 0;
let lessonId = 0;
beforeAll(async () => {
  t = await createTestApp();
  const course = await importLessonCourse(t, FILES);
  productId = course.productId;
  lessonId = course.nodeId('lesson');
});
afterAll(() => t.close());

const progressOf = async (lpId: number) =>
  (
    await t.database.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.learnerProductId, lpId), eq(lessonProgress.nodeId, lessonId)))
  )[0]?.slideIndex;

describe('answers written together (one statement per batch)', () => {
  it('stores every answer of many learners at once and moves each learner exactly once', async () => {
    const learners = await Promise.all(Array.from({ length: 4 }, () => enrolLearner(t, productId)));
    const lessons = await Promise.all(learners.map((l) => openLesson(l.client, l.lpId, lessonId)));
    // Each learner sends the same right answer twice at the same moment (a double click), all together.
    const replies = await Promise.all(
      lessons.flatMap((l) => [l.submit('one', { value: true }), l.submit('one', { value: true })]),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    for (const [i, l] of learners.entries()) {
      expect(await progressOf(l.lpId)).toBe(1);
      const stored = await t.database.db
        .select()
        .from(inquirySubmissions)
        .where(and(eq(inquirySubmissions.learnerProductId, l.lpId), eq(inquirySubmissions.slideId, lessons[i]?.ref('one') ?? 0)));
      expect(stored.map((s) => [s.correct, s.done])).toEqual([
        [true, true],
        [true, true],
      ]);
    }
  });

  it('moves only the learners that asked to move, in the same batch', async () => {
    const [right, wrong] = await Promise.all([enrolLearner(t, productId), enrolLearner(t, productId)]);
    const [a, b] = await Promise.all([
      openLesson(right.client, right.lpId, lessonId),
      openLesson(wrong.client, wrong.lpId, lessonId),
    ]);
    const [ra, rb] = await Promise.all([a.submit('one', { value: true }), b.submit('one', { value: true }, false)]);
    expect(ra.json()).toMatchObject({ progressed: true, currentIndex: 1 });
    // progressOnSuccess false: stored and taken, but the learner stays on the slide.
    expect(rb.json()).toMatchObject({ taken: true, progressed: false, currentIndex: 0 });
    expect(await progressOf(right.lpId)).toBe(1);
    expect(await progressOf(wrong.lpId)).toBe(0);
  });
});
