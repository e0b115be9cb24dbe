import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import { importCourseFolder } from '../modules/course-import/import-course-folder.js';
import { learnerProducts, nodes } from '../platform/db/schema/index.js';
import { type TestApp, unique } from './harness.js';

/**
 * Imports a small course of its own (unique code) through the real package path and enrols the user.
 * Tree: intro; unit (intro, a, b, exam); optional lesson; review exempt once unit exam completes;
 * instructor-required section (live); final exam.
 */
export async function importFixtureCourse(t: TestApp, userId: number, options: { startDateRequired?: boolean } = {}) {
  const code = unique('C').toUpperCase();
  const files: Record<string, string> = {
    'course.yaml': `code: ${code}\ntitle: Fixture Course\ntype: COURSE\nstartDateRequired: ${options.startDateRequired ?? false}\ndurationDays: 13\nminimumRequiredMinutes: 120\naccount:\n  name: Fixture Academy\n`,
    'nodes/01-intro.yaml': 'type: UNIT_INTRODUCTION\ntitle: Introduction\nmetadata:\n  OBJECTIVES: "*One*Two"\n',
    'nodes/02-unit/_node.yaml': 'type: UNIT\ntitle: Unit One\ntitlePrefix: Unit 1\n',
    'nodes/02-unit/01-intro.yaml': 'type: UNIT_INTRODUCTION\ntitle: Unit Intro\n',
    'nodes/02-unit/02-a.yaml': 'type: KEY_POINTS\ntitle: Key Points A\n',
    'nodes/02-unit/03-exam.yaml': 'key: unit-exam\ntype: EXAM\ntitle: Unit Exam\n',
    'nodes/03-optional.yaml': 'type: KEY_POINTS\ntitle: Optional Reading\nmetadata:\n  OPTIONAL: yes\n',
    'nodes/04-review.yaml':
      'type: KEY_POINTS\ntitle: Review\nmetadata:\n  EXEMPT_IF_COMPLETE: unit-exam\n  EXEMPT_STATUS_TEXT: Exempt after the unit exam\n',
    'nodes/05-live/_node.yaml': 'type: SECTION\ntitle: Live Session\nmetadata:\n  ONLINE_INSTRUCTOR_NEEDED: yes\n',
    'nodes/05-live/01-qa.yaml': 'type: KEY_POINTS\ntitle: Q and A\n',
    'nodes/06-final.yaml': 'key: final\ntype: EXAM\ntitle: Final Exam\nmetadata:\n  EXAM_TYPE: FINAL\n',
  };
  return importCoursePackage(t, userId, files);
}

/**
 * Writes a course package of the given files (paths under the package folder; course.yaml among them),
 * imports it through the real package path and enrols the user. `id(key)` finds a node by its key.
 */
export async function importCoursePackage(t: TestApp, userId: number, files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'course-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const summary = await importCourseFolder(t.database.db, t.clock, dir);
  const [lp] = await t.database.db
    .insert(learnerProducts)
    .values({ userId, productId: summary.productId, status: 'IN_PROGRESS', createdAt: t.clock.now() })
    .returning();
  if (!lp) throw new Error('enrol failed');
  const rows = await t.database.db.select().from(nodes).where(eq(nodes.productId, summary.productId));
  const id = (key: string) => {
    const n = rows.find((r) => r.key === key);
    if (!n) throw new Error(`no node ${key}`);
    return n.id;
  };
  return { lp, productId: summary.productId, id };
}
