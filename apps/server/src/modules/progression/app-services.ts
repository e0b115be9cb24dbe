import type { NodeView } from '@continuum/contracts';
import type { Db } from '../../platform/db/client.js';
import type { ExamFactsLoader } from './exam-facts.js';
import type { LearnerContext } from './learner-context.js';

/**
 * What the progression calls reply with that modules above progression compute (decision 0174): course's node view
 * (the node with the learner's state and its derived data, exam figures included) and resource's key-points
 * bookmark. Given by the app: course and resource import progression.
 */
export interface ProgressionReplies {
  nodeView(learner: LearnerContext, nodeId: number, depth: number): NodeView;
  keyPointsBookmarked(db: Db, lpId: number, nodeId: number): Promise<boolean>;
}

declare module '../../platform/context.js' {
  interface AppServices {
    /** The exam module's reading of a learner's exams, given by the app: progression does not import exam (0059). */
    examFacts: ExamFactsLoader;
    /** The node view and key-points bookmark of the progression calls' replies, given by the app (0174). */
    progressionReplies: ProgressionReplies;
  }
}

/** The progression module's services, built once in buildApp with what the exam, course and resource modules give it. */
export function progressionServices(deps: { examFacts: ExamFactsLoader; replies: ProgressionReplies }) {
  return { examFacts: deps.examFacts, progressionReplies: deps.replies };
}
