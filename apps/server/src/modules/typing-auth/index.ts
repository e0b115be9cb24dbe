// Public surface of the typing-auth module (decision 0059): other modules, app.ts and the CLI import only this file.

export { DEFAULT_PROTOCOL, equalErrorRate, evaluate, mean, ratesAt, type Sample, splitSubjects } from './detector/evaluate.js';
export type { KeyEvent } from './detector/features.js';
export { NET_SCORE_PIVOT, netScore } from './detector/net-score.js';
export { DEFAULT_DETECTOR } from './detector/scorer.js';
export {
  deleteTypingTimings,
  lastTypingResults,
  readTypingEvidence,
  type TypingEvidence,
  typingPassedSince,
} from './evidence.js';
export { typingTemplateKey } from './keys.js';
export { typingAuthRoutes } from './routes.js';
export { openSupervisedEnrolment } from './service.js';
