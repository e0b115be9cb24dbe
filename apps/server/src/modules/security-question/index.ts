// Public surface of the security-question module (decision 0059): the questions of 001 §9, the challenges
// lesson and exam open, and the answer route. Other modules import only this file.

export { answerSecurityQuestion, type PassHandler, type PassHandlers } from './answer.js';
// Read and open only: answering (the writes) stays inside the module.
export {
  type ChallengeRow,
  challengesWithWrongAnswers,
  findChallenge,
  findChallengesByPurposePrefix,
  findProfile,
  openChallenge,
} from './challenges.js';
export {
  assertCompletionQuestionPassed,
  COMPLETION_PURPOSES,
  type CompletionGateTarget,
  type CompletionPurpose,
  completionQuestionDue,
} from './completion-gate.js';
export { type SecurityQuestionEvidence, securityQuestionEvidence, securityQuestionsAnswered } from './evidence.js';
export { securityHeldSince } from './hold.js';
export {
  chooseQuestion,
  courseAsksQuestions,
  QUESTION_RULE,
  type QuestionChoice,
  type QuestionRules,
  type SecurityProfile,
} from './questions.js';
export { securityRoutes } from './routes.js';
