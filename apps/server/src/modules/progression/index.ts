// Public surface of the progression module (decision 0059): other modules and app.ts import only this file.
export { computeProgression } from './engine.js';
export { type ExamFacts, type ExamNodeFacts, provideExamFacts } from './exam-facts.js';
export { type LearnerContext, loadLearnerContext, nodeOf } from './learner-context.js';
export { assertEnterable } from './record-progress.js';
export { progressionRoutes } from './routes.js';
export type { EngineNode, StatusFact } from './types.js';
