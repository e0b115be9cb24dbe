import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import { learnerProducts, nodes, users } from '../../../platform/db/schema/index.js';
import type { ObjectStorage } from '../../../platform/storage/storage.js';
import { createUser, type TestApp, TestClient, unique } from '../../../test/harness.js';
import { importCourseFolder } from '../../course-import/import-course-folder.js';

/**
 * Test helper: imports a course of its own (unique code) through the real package path, from node files
 * given as YAML text, and enrols learners in it with a profile the security questions can check.
 */
export async function importLessonCourse(
  t: TestApp,
  files: Record<string, string | Uint8Array>,
  rules: Record<string, string> = {},
  /** Where a package that ships files (resources) stores them. */
  storage?: ObjectStorage,
) {
  const dir = mkdtempSync(join(tmpdir(), 'lesson-course-'));
  const ruleLines = Object.entries(rules).map(([k, v]) => `  ${k}: "${v}"`);
  const course = [
    `code: ${unique('L').toUpperCase()}`,
    'title: Lesson Test Course',
    'type: COURSE',
    'account:',
    '  name: Test Academy',
    ...(ruleLines.length ? ['rules:', ...ruleLines] : []),
  ].join('\n');
  for (const [path, text] of Object.entries({ 'course.yaml': `${course}\n`, ...files })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const summary = await importCourseFolder(t.database.db, t.clock, dir, storage);
  const rows = await t.database.db.select().from(nodes).where(eq(nodes.productId, summary.productId));
  const nodeId = (key: string) => {
    const n = rows.find((r) => r.key === key);
    if (!n) throw new Error(`no node ${key}`);
    return n.id;
  };
  return { productId: summary.productId, nodeId, dir };
}

export const PROFILE = { mailingCity: 'Austin', mailingZip: '78701', phone: '512-555-0199' };

/** A signed-in learner enrolled in the product, with the standard profile. */
export async function enrolLearner(t: TestApp, productId: number) {
  const user = await createUser(t);
  await t.database.db.update(users).set(PROFILE).where(eq(users.id, user.id));
  const [lp] = await t.database.db
    .insert(learnerProducts)
    .values({ userId: user.id, productId, status: 'IN_PROGRESS', createdAt: t.clock.now() })
    .returning();
  if (!lp) throw new Error('enrol failed');
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  return { user, client, lpId: lp.id };
}

/** A learner's view of one lesson: its slides' reference ids and a submit helper. */
export async function openLesson(client: TestClient, lpId: number, lessonId: number) {
  const lesson = (await client.get(`/api/lesson/${lpId}/${lessonId}`)).json();
  const ref = (id: string): number => {
    const slide = lesson.inquiries.find((s: { id: string }) => s.id === id);
    if (!slide) throw new Error(`no slide ${id}`);
    return slide.referenceId;
  };
  const submit = (slide: string, answer: unknown, progress = true) =>
    client.post(`/api/lesson/${lpId}/${lessonId}/${lessonId}/submit/${ref(slide)}/${progress}`, answer);
  const finish = () => client.post(`/api/lesson/${lpId}/${lessonId}/${lessonId}/finish`);
  return { lesson, ref, submit, finish };
}
