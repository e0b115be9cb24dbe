import { sql } from 'drizzle-orm';
import type { Inquiry } from '../../apps/server/src/modules/lesson/slides/inquiry-schema.js';
import { rightAnswer } from '../../apps/server/src/modules/lesson/testing/key-answers.js';
import {
  matchingSample,
  multipleChoiceSample,
  trueFalseSample,
} from '../../apps/server/src/modules/lesson/testing/sample-inquiries.js';
import { hashPassword } from '../../apps/server/src/platform/auth/password.js';
import type { Db } from '../../apps/server/src/platform/db/client.js';
import { seedLearners } from './seed-learners.js';

export const LESSON_NODE = 2; // seedLearners' lesson node
export const EXAM_NODE = 3;
export const EXAM_QUESTIONS = 20;
export const CHOICES = ['a', 'b', 'c', 'd'];
export const SIGN_IN_PASSWORD = 'bench-password-1';

/** The lesson's slides: one content slide and three graded ones, each with the answer a learner sends (in order: a slide
 * is answered only once the ones before it are, so a learner goes through them and then round again). */
const SLIDES: { type: string; data: Record<string, unknown>; answer: unknown }[] = [
  {
    type: 'CONTENT',
    data: { id: 'welcome', type: 'CONTENT', title: 'Welcome', content: 'Read me.', requiredTime: 0, resources: [] },
    answer: {},
  },
  ...[trueFalseSample, multipleChoiceSample, matchingSample].map((q: Inquiry) => ({
    type: q.type,
    data: q as unknown as Record<string, unknown>,
    answer: rightAnswer(q, []),
  })),
];

export interface MixedSeed {
  /** The slides' ids, in order, and the answer each gets. */
  answers: { slideId: number; body: string }[];
  /** Learners 1..exam sit the exam; exam+1..exam+chat have a chat open (chat id = learner id). */
  exam: number;
  chat: number;
  /** Users who sign in: ids signInFrom..signInFrom+signIns-1, logins bench<id>. */
  signInFrom: number;
  signIns: number;
  instructor: number;
}

/**
 * N learners (seedLearners: user, session, enrolment, open time-on-task i) in one course that opens every node, with a
 * lesson of question slides, a 20-question unit exam, the chat share's chats with one instructor, and `signIns` more
 * users with a real password (one argon2 hash shared: the same password, the same salt) for the sign-ins. Set-based
 * SQL throughout: 100,000 learners take seconds.
 */
export async function seedMixed(db: Db, n: number, shares: { exam: number; chat: number; signIns: number }): Promise<MixedSeed> {
  await seedLearners(db, n);
  await db.execute(sql`update nodes set metadata = '{"PROGRESSION":"PROGRESS_OPEN_ALL"}' where id = 1`);
  const answers: MixedSeed['answers'] = [];
  for (const [position, s] of SLIDES.entries()) {
    const result = await db.execute(sql`
      insert into lesson_slides (node_id, key, position, type, title, required_time, data)
      values (${LESSON_NODE}, ${String(s.data.id)}, ${position}, ${s.type}, ${String(s.data.title)}, 0, ${JSON.stringify(s.data)}::jsonb)
      returning id`);
    const id = Number((result as unknown as { rows: { id: number }[] }).rows[0]?.id);
    answers.push({ slideId: id, body: JSON.stringify(s.answer) });
  }
  await db.execute(sql`insert into nodes (id, product_id, key, parent_id, position, type, title, metadata)
    values (${EXAM_NODE}, 1, 'exam', 1, 1, 'EXAM', 'Exam', '{"EXAM_TYPE":"UNIT"}')`);
  await db.execute(sql`insert into exams (node_id, settings) values (${EXAM_NODE}, '{"passingScore":70}'::jsonb)`);
  for (let i = 1; i <= EXAM_QUESTIONS; i++) {
    const data = {
      id: `q${i}`,
      text: `Bench question ${i}?`,
      tags: ['bench'],
      choices: CHOICES.map((id, k) => ({ id, text: `Choice ${id} of ${i}`, correct: k === 1 })),
    };
    await db.execute(sql`insert into exam_questions (node_id, key, position, data)
      values (${EXAM_NODE}, ${`q${i}`}, ${i - 1}, ${JSON.stringify(data)}::jsonb)`);
  }
  // An imported package has a hash; the server relies on it to cache the immutable course structure.
  await db.execute(sql`update products set package_hash = 'bench-mixed-v1' where id = 1`);

  const instructor = n + 1;
  const signInFrom = n + 2;
  const hash = await hashPassword(SIGN_IN_PASSWORD);
  await db.execute(sql`
    insert into users (id, login, email, password_hash, first_name, last_name, lang_key, activated, created_at, updated_at)
    select i, 'bench' || i, 'bench' || i || '@bench.test', ${hash}, 'Bench', 'Learner', 'en', true, now(), now()
    from generate_series(${instructor}::int, ${signInFrom + shares.signIns - 1}::int) as i`);
  await db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), ${signInFrom + shares.signIns})`);
  await db.execute(sql`insert into user_authorities (user_id, authority)
    select i, 'ROLE_AUTHENTICATED' from generate_series(${instructor}::int, ${signInFrom + shares.signIns - 1}::int) as i`);
  await db.execute(sql`insert into user_authorities (user_id, authority) values (${instructor}, 'ROLE_INSTRUCTOR')`);
  await db.execute(sql`insert into product_instructors (product_id, user_id, created_at) values (1, ${instructor}, now())`);
  // The sign-in users are enrolled too (they would open their course next).
  await db.execute(sql`
    insert into learner_products (id, user_id, product_id, status, created_at)
    select i, i, 1, 'IN_PROGRESS', now() from generate_series(${signInFrom}::int, ${signInFrom + shares.signIns - 1}::int) as i`);
  await db.execute(sql`select setval(pg_get_serial_sequence('learner_products', 'id'), ${signInFrom + shares.signIns})`);

  const chatFrom = shares.exam + 1;
  const chatTo = shares.exam + shares.chat;
  if (shares.chat > 0) {
    await db.execute(sql`
      insert into chats (id, learner_product_id, user_id, product_id, node_id, status, instructor_user_id, started_at, answered_at, last_message_at)
      select i, i, i, 1, ${LESSON_NODE}, 'ACTIVE', ${instructor}, now(), now(), now() from generate_series(${chatFrom}::int, ${chatTo}::int) as i`);
    await db.execute(sql`select setval(pg_get_serial_sequence('chats', 'id'), ${chatTo})`);
    await db.execute(sql`
      insert into chat_messages (chat_id, from_learner, author_user_id, message, created_at)
      select i, true, i, 'Hello', now() from generate_series(${chatFrom}::int, ${chatTo}::int) as i`);
  }
  await db.execute(sql`analyze`);
  return { answers, exam: shares.exam, chat: shares.chat, signInFrom, signIns: shares.signIns, instructor };
}
