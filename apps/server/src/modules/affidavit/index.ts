// Public surface of the affidavit module (decision 0059): other modules and app.ts import only this file.
export { affidavitServices, type FinalAffidavitListener } from './app-services.js';
export { type ExternalLink, externalLinkKey, signExternalAffidavitLink } from './external-link.js';
export {
  type FinalAffidavitFacts,
  finalAffidavitAccepted,
  finalAffidavitFacts,
  orientationAffidavitPending,
} from './facts.js';
// The daily reminder before a declared licence's renewal date (issue 28, decision 0197).
export { licenseRenewalReminderJob } from './license-renewal-reminders.js';
export type { AffidavitDeps } from './licenses.js';
// Masked licences and final-affidavit facts for the certificate and the regulator roster (decision 0098).
export {
  type FinalAffidavitSummary,
  finalAffidavitSummaries,
  type MaskedLicense,
  maskedLicensesOf,
} from './masked-licenses.js';
export { profileAttestation } from './profile-attestation.js';
// Accepted affidavits with their texts and versions, for the records archive (issue 28).
export { affidavitRecordsOf } from './records.js';
// The final affidavit's facts and learner keys for the regulator reporting queue (issue 28, decision 0150).
export { type FinalAffidavitReportFacts, finalAffidavitLearnerKeys, finalAffidavitReportFacts } from './report-facts.js';
export { affidavitRoutes } from './routes.js';
export { AFFIDAVIT_MODULE_RULES } from './texts.js';
