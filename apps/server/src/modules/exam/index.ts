// Public surface of the exam module (decision 0059): other modules and app.ts import only this file.

// Administrators' view of a learner's attempts and their reset and resume (decision 0078).
export { listAttemptsForAdmin, resetExamAttempt, resumeExamAttempt } from './admin-attempts.js';
export { examServices } from './app-services.js';
// The sitting and its learner, for the proctor affidavit (exam-gates is given it by the app).
export { findAttemptWithOwner } from './attempt-owner.js';
export {
  effortBreakdownsOf,
  examDerivedData,
  hasRelatedQuestions,
  productEffortBreakdowns,
  topicEffortBreakdowns,
} from './derived-exam-data.js';
// An exam's settings and bank with its keys, for the course export (issue 29).
export { readExamContent } from './exam-content.js';
// The node types the exam engine serves: authoring's tree, export, migration and preview ask it rather than list them.
export { EXAM_NODE_TYPES } from './exam-context.js';
export { readExamFacts } from './facts.js';
// The final exam's settings and bank size, for the compliance report (decision 0117).
export { type FinalExamFacts, findFinalExamFacts, findUnitQuizFacts, type UnitQuizFacts } from './final-exam-facts.js';
// The final exam's deciding sitting per learner product, for the regulator roster (decision 0098).
export { type FinalExamResult, finalExamResults } from './final-results.js';
export { importExamContent } from './import-exam.js';
// A product's banks and counted attempts, without learners, for item analysis (issue 30, decision 0167).
export {
  type CountedAttempt,
  type ExamBank,
  type ItemResponses,
  readItemDataStamp,
  readItemResponses,
} from './item-responses.js';
export { examProblems } from './package-checks.js';
// An exam as an author previews it, and one question checked (issue 30, decision 0220).
export { previewExam, previewExamCheck } from './preview.js';
// Attempts with their forms and answers, for the records archive (issue 28).
export { examRecordsOf } from './records.js';
export { examRoutes } from './routes.js';
// Moving a learner's record to another version of the course (issue 30, decision 0205).
export { examQuestionIds, moveExamRecord } from './version-move.js';
