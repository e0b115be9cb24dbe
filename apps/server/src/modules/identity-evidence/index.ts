// Public surface of the identity-evidence module (decision 0097): app.ts imports only this file.

export { purgeIdentitySamples, startIdentityRetention } from './retention.js';
export { identityEvidenceRoutes } from './routes.js';
export { IDENTITY_EVIDENCE_READ, readIdentityEvidence } from './service.js';
export { type IdentityEvidenceSummary, identityEvidenceSummaries, identityEvidenceSummary } from './summary.js';
