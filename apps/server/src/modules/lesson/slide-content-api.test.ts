import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonSlides } from '../../platform/db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { enrolLearner, importLessonCourse, openLesson } from './testing/lesson-fixture.js';

// A lesson whose slide content is Markdown with a heading, a list and a script an author pasted in.
const LESSON = `type: LESSON
title: Markdown
slides:
  - id: read
    type: CONTENT
    title: Read this
    content: |
      # Agency duties

      The broker owes **loyalty**:

      - to the client
      - before the broker

      <script>stealAnswers()</script>
  - id: tf
    type: TRUE_FALSE
    title: Check
    content: "True or false? <script>alsoStolen()</script>"
    answer: true
    correctFeedback: Right.
`;

let t: TestApp;
let productId = 0;
let lessonId = 0;
beforeAll(async () => {
  t = await createTestApp();
  const course = await importLessonCourse(t, { 'nodes/01-markdown.yaml': LESSON });
  productId = course.productId;
  lessonId = course.nodeId('markdown');
});
afterAll(() => t.close());

describe('slide content as Markdown', () => {
  it('is rendered at import to sanitized HTML, which the lesson reply carries', async () => {
    // By key: without it PostgreSQL may return the lesson's other slide first (seen once in a full run).
    const [stored] = await t.database.db
      .select()
      .from(lessonSlides)
      .where(and(eq(lessonSlides.nodeId, lessonId), eq(lessonSlides.key, 'read')));
    expect(stored?.data.contentHtml).toMatch(/^<h3>Agency duties<\/h3>/);

    const { client, lpId } = await enrolLearner(t, productId);
    const { lesson } = await openLesson(client, lpId, lessonId);
    const read = lesson.inquiries.find((s: { id: string }) => s.id === 'read');
    expect(read.content).toContain('<h3>Agency duties</h3>');
    expect(read.content).toContain('<strong>loyalty</strong>');
    expect(read.content).toMatch(/<ul>\s*<li>to the client<\/li>\s*<li>before the broker<\/li>\s*<\/ul>/);
  });

  it('never lets a <script> in the content reach a reply', async () => {
    const { client, lpId } = await enrolLearner(t, productId);
    const first = await client.get(`/api/lesson/${lpId}/${lessonId}`);
    expect(first.statusCode).toBe(200);
    expect(first.body).not.toMatch(/script|stealAnswers|alsoStolen/i);
    const { submit } = await openLesson(client, lpId, lessonId);
    const taken = await submit('read', {});
    expect(taken.statusCode, taken.body).toBe(200);
    const check = await submit('tf', { value: true });
    expect(check.statusCode).toBe(200);
    expect(check.body).not.toMatch(/script|stealAnswers|alsoStolen/i);
    const again = await client.get(`/api/lesson/${lpId}/${lessonId}`);
    expect(again.body).not.toMatch(/script|stealAnswers|alsoStolen/i);
    expect(again.json().inquiries[1].content).toBe('<p>True or false? </p>');
  });
});
