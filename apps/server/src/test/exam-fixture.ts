import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import { importCourseFolder } from '../modules/course-import/import-course-folder.js';
import { learnerProducts, nodes } from '../platform/db/schema/index.js';
import { createUser, type TestApp, TestClient, unique } from './harness.js';

/**
 * A question whose correct choice is always `b` and whose text says which it is, for tests. fixedOrder:
 * shown in authored order, so the id a browser answers by (the letter of the shown place) is the authored
 * one and CORRECT / WRONG hold; each learner's own order and its shown ids are tested in choice-order.test.ts.
 */
function question(id: string, tag: string, topic?: string) {
  return `  - id: ${id}
    text: "Question ${id}?"
    fixedOrder: true
    tags: [${tag}]
${topic ? `    topic: ${topic}\n` : ''}    explanation: SECRET-EXPLANATION-${id}
    choices:
      - { text: "Wrong A ${id}", feedback: SECRET-WRONG-FEEDBACK }
      - { text: "Right ${id}", correct: true, feedback: SECRET-RIGHT-FEEDBACK }
      - { text: "Wrong C ${id}" }
`;
}

export const CORRECT = 'b';
export const WRONG = 'a';

/**
 * Imports a course with exams through the real package path (unique code). Open progression, so every
 * exam can be entered. Exams:
 * - unit (key `unit-exam`): 4 questions, pass 75 %, unlimited attempts, tags agency/contracts, topics.
 * - final (key `final`): EXAM_TYPE FINAL, 10 of a pool of 14 with 4 new per retake, 10 minutes,
 *   2 attempts, review only when passed; SC_FINAL_EXAMS_MINS_BEFORE_RETAKE 60.
 * - practice (key `practice`): 2 questions, DISALLOW_RETAKES, review never.
 */
export async function importExamCourse(t: TestApp, extraRules = '') {
  const code = unique('E').toUpperCase();
  const dir = mkdtempSync(join(tmpdir(), 'exam-course-'));
  const unitQuestions = [
    question('u1', 'agency', 'topic-a'),
    question('u2', 'agency', 'topic-a'),
    question('u3', 'contracts', 'topic-b'),
    question('u4', 'contracts', 'topic-b'),
  ];
  const pool = Array.from({ length: 14 }, (_, i) => question(`f${i + 1}`, i % 2 ? 'agency' : 'contracts'));
  const files: Record<string, string> = {
    'course.yaml': `code: ${code}\ntitle: Exam Course\ntype: COURSE\naccount:\n  name: Exam Academy\nmetadata:\n  PROGRESSION: PROGRESS_OPEN_ALL\nrules:\n  SC_FINAL_EXAMS_MINS_BEFORE_RETAKE: 60\n${extraRules}`,
    'nodes/01-topic-a.yaml': 'type: KEY_POINTS\ntitle: Topic A\n',
    'nodes/02-topic-b.yaml': 'type: KEY_POINTS\ntitle: Topic B\n',
    'nodes/03-unit-exam.yaml': `key: unit-exam\ntype: EXAM\ntitle: Unit Exam\nmetadata:\n  EXAM_TYPE: UNIT\nexam:\n  passingScore: 75\n  passMessage: Well done\n  failMessage: Study more\nquestions:\n${unitQuestions.join('')}`,
    'nodes/04-practice.yaml': `key: practice\ntype: EXAM\ntitle: Practice\nmetadata:\n  EXAM_TYPE: PRACTICE\n  DISALLOW_RETAKES: yes\n  MAX_RETAKES_REACHED_MESSAGE: No more tries\nexam:\n  passingScore: 50\n  showFeedback: NEVER\nquestions:\n${question('p1', 'x')}${question('p2', 'x')}`,
    'nodes/05-final.yaml': `key: final\ntype: EXAM\ntitle: Final Exam\nmetadata:\n  EXAM_TYPE: FINAL\nexam:\n  passingScore: 70\n  timeLimitMinutes: 10\n  timeWarningMinutes: 2\n  allowedAttempts: 2\n  questionCount: 10\n  minNewQuestions: 4\n  showFeedback: WHEN_PASSED\nquestions:\n${pool.join('')}`,
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const summary = await importCourseFolder(t.database.db, t.clock, dir);
  const rows = await t.database.db.select().from(nodes).where(eq(nodes.productId, summary.productId));
  const id = (key: string) => {
    const n = rows.find((r) => r.key === key);
    if (!n) throw new Error(`no node ${key}`);
    return n.id;
  };
  return { productId: summary.productId, id, dir };
}

/** A signed-in learner enrolled in the product. */
export async function examLearner(t: TestApp, productId: number, purchaseType?: string) {
  const user = await createUser(t);
  const [lp] = await t.database.db
    .insert(learnerProducts)
    .values({ userId: user.id, productId, status: 'IN_PROGRESS', purchaseType: purchaseType ?? null, createdAt: t.clock.now() })
    .returning();
  if (!lp) throw new Error('enrol failed');
  const client = new TestClient(t.app);
  await client.signIn(user.login, user.password);
  return { user, lp, client };
}
