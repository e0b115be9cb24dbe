// Public surface of the compliance module (decision 0059): other modules and app.ts import only this file.
export { complianceServices } from './app-services.js';
// What a learner's regulator enforces on their course, for their client (decision 0130).
export { complianceLearnerRoutes } from './learner-routes.js';
// The bindings whose profile names a reporting channel, for the regulator reporting queue (issue 28, decision 0150).
export { findReportingBindings, type ReportingBinding, reportingBatchLimit } from './reporting-bindings.js';
// Jurisdiction compliance profiles, bindings and the report (issue 27, decision 0117).
export { complianceRoutes } from './routes.js';
