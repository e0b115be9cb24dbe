import type { Db } from '../../platform/db/client.js';
import type { ExamFacts, ExamNodeFacts } from '../progression/index.js';
import { parseSettings } from './exam-schema.js';
import * as repo from './repo.js';

/**
 * Loads the exam facts of one learner product (three queries; nothing when the product has no exams): the
 * loader progression's learner context calls, provided by the app (progression/exam-facts.ts).
 */
export async function readExamFacts(db: Db, learnerProductId: number, productId: number): Promise<ExamFacts> {
  const [examsOfProduct, attempts, topicQuestionCounts] = await Promise.all([
    repo.findProductExams(db, productId),
    repo.findAttemptsOfLearnerProduct(db, learnerProductId),
    repo.findTopicQuestionCounts(db, productId),
  ]);
  const byNode = new Map<number, ExamNodeFacts>();
  for (const e of examsOfProduct) {
    const s = parseSettings(e.settings);
    const mine = attempts.filter((a) => a.nodeId === e.nodeId && a.finishedAt && !a.resetAt);
    byNode.set(e.nodeId, {
      counted: mine.filter((a) => !a.trial),
      hasResults: mine.length > 0,
      questionCount: Math.min(s.questionCount ?? e.questionCount, e.questionCount),
      passingScore: s.passingScore,
      allowedAttempts: s.allowedAttempts,
      scoreCounts: s.scoreCounts,
    });
  }
  const latest = [...byNode.values()].map((f) => f.counted.at(-1)?.id).filter((id): id is number => id !== undefined);
  const topicTallies = new Map<string, { correct: number; total: number }>();
  for (const row of await repo.findGradedTopics(db, latest)) {
    if (!row.topic) continue;
    const t = topicTallies.get(row.topic) ?? { correct: 0, total: 0 };
    t.total++;
    if (row.correct) t.correct++;
    topicTallies.set(row.topic, t);
  }
  return { byNode, topicTallies, topicQuestionCounts };
}
