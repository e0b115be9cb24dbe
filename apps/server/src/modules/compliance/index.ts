// Public surface of the compliance module (decision 0059): other modules and app.ts import only this file.
export { complianceServices } from './app-services.js';
// Phones and tablets refused where a bound profile says so (decision 0194).
export { DEVICE_NOT_ALLOWED, registerDeviceRefusal } from './device-refusal.js';
// What a learner's regulator enforces on their course, for their client (decision 0130).
export { complianceLearnerRoutes } from './learner-routes.js';
// Jurisdiction compliance profiles, bindings and the report (issue 27, decisions 0117, 0135).
export { loadProfiles, ProfileRegistry } from './load-profiles.js';
// The importer binds a package to its declared profiles and refuses a FAIL without an override (decision 0135).
export {
  ComplianceRefusedError,
  PackageBindingError,
  type PublishCompliance,
  publishCompliance,
} from './package-bindings.js';
export { formatComplianceReport } from './report-text.js';
// The bindings whose profile names a reporting channel, for the regulator reporting queue (issue 28, decision 0150).
export { findReportingBindings, type ReportingBinding, reportingBatchLimit } from './reporting-bindings.js';
// Each binding's record-retention years, for the retention check (issue 28, decision 0183).
export { findRetentionBindings, type RetentionBinding } from './retention-bindings.js';
export { complianceRoutes } from './routes.js';
