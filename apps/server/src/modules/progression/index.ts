// Public surface of the progression module (decision 0059): other modules and app.ts import only this file.

export { type ProgressionReplies, progressionServices } from './app-services.js';
export { addDays, daysBetween, endDateFor, isoDate, parseUsDate } from './course-dates.js';
export { assertCourseOpen, courseGate, coursePeriodReason, type GateContext } from './course-gates.js';
export { courseTiming } from './course-timing.js';
export { computeProgression } from './engine.js';
export type { ExamFacts, ExamFactsLoader, ExamNodeFacts } from './exam-facts.js';
// Administrators' exemption marks (decision 0078).
export { exemptNodeIdsJson, findExemptions, markNodeExempt } from './exemptions.js';
export { assertIdentityChecks } from './identity-gates.js';
export { type LearnerContext, type LearnerContextDeps, loadLearnerContext, nodeOf } from './learner-context.js';
export { nodeStatusesJson } from './learner-facts-sql.js';
// The learner's node facts, written by lesson and exam in their own transactions (decision 0059, step 2).
export { correctFact, recordFact } from './node-facts.js';
export { assertEnterable, completeNode, startNode } from './record-progress.js';
// api/progression/*: the learner's status, where they left off, a node's view, starting and finishing a node.
export { progressionRoutes } from './routes.js';
export type { EngineNode, StatusFact } from './types.js';
// Moving a learner's record to another version of the course (issue 30, decision 0205).
export { moveProgressionFacts } from './version-move.js';
