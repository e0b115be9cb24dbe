import type { Db } from '../../platform/db/client.js';
import { type ExamSettings, parseSettings, type StoredQuestion } from './exam-schema.js';
import { findActiveQuestions, findSettings } from './repo.js';

/** An exam node's settings and active bank, answer keys included: for a course export (issue 29), never a browser. */
export async function readExamContent(db: Db, nodeId: number): Promise<{ settings: ExamSettings; questions: StoredQuestion[] }> {
  const settings = parseSettings(await findSettings(db, nodeId));
  const rows = await findActiveQuestions(db, nodeId);
  return { settings, questions: rows.map((r) => r.data as unknown as StoredQuestion) };
}
