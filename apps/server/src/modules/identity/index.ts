// Public surface of the identity module (decisions 0059, 0175): other modules, app.ts and the CLI import only this file.
// The checks that the learner is who enrolled: typing pattern (typing/, 0090), signature (biosig/, 0091), photo ID
// (photo-id/, 0094), and the evidence record staff read with its retention (evidence/, 0097).

export { identityServices } from './app-services.js';
export {
  type BiosigEvidence,
  biosigEvidence,
  biosigPassedSince,
  deleteSignatureSamples,
  examCheckPassed,
  lastSignatureResults,
} from './biosig/evidence.js';
export { biosigRoutes } from './biosig/routes.js';
export { purgeIdentitySamples, startIdentityRetention } from './evidence/retention.js';
export { identityEvidenceRoutes } from './evidence/routes.js';
export { IDENTITY_EVIDENCE_READ, readIdentityEvidence } from './evidence/service.js';
export { type IdentityEvidenceSummary, identityEvidenceSummaries, identityEvidenceSummary } from './evidence/summary.js';
// Abandoned uploads (issued, never confirmed) are deleted after a day (decision 0098).
export { purgeUnconfirmedIdPhotos, startIdPhotoCleanup, UNCONFIRMED_ID_PHOTO_RETENTION_HOURS } from './photo-id/cleanup.js';
export { type PhotoIdEvidence, photoIdEvidence, photoIdSubmittedAt } from './photo-id/evidence.js';
export { photoIdRoutes } from './photo-id/routes.js';
export { readConfirmedIdPhoto } from './photo-id/service.js';
export {
  DEFAULT_PROTOCOL,
  equalErrorRate,
  evaluate,
  mean,
  ratesAt,
  type Sample,
  splitSubjects,
} from './typing/detector/evaluate.js';
export type { KeyEvent } from './typing/detector/features.js';
export { NET_SCORE_PIVOT, netScore } from './typing/detector/net-score.js';
export { DEFAULT_DETECTOR } from './typing/detector/scorer.js';
export {
  deleteTypingTimings,
  lastTypingResults,
  readTypingEvidence,
  type TypingEvidence,
  typingPassedSince,
} from './typing/evidence.js';
export { typingAuthRoutes } from './typing/routes.js';
export { openSupervisedEnrolment } from './typing/service.js';
