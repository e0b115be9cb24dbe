import type { Db } from '../../platform/db/client.js';
import { examQuestion, parseSettings, toStoredQuestion } from './exam-schema.js';
import { replaceQuestions, upsertExamSettings } from './repo.js';

/** Writes an exam node's settings and bank during a package import (validated before, by package-checks.ts). */
export async function importExamContent(tx: Db, nodeId: number, node: { exam?: unknown; questions?: unknown[] | undefined }) {
  await upsertExamSettings(tx, nodeId, parseSettings(node.exam));
  const rows = (node.questions ?? []).map((raw, position) => {
    const q = toStoredQuestion(examQuestion.parse(raw));
    return { key: q.id, position, data: q as unknown as Record<string, unknown> };
  });
  await replaceQuestions(tx, nodeId, rows);
}
