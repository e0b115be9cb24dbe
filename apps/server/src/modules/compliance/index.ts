// Public surface of the compliance module (decision 0059): other modules and app.ts import only this file.
export { complianceServices } from './app-services.js';
// Jurisdiction compliance profiles, bindings and the report (issue 27, decisions 0117, 0135).
export { loadProfiles, type ProfileRegistry } from './load-profiles.js';
// The importer binds a package to its declared profiles and refuses a FAIL without an override (decision 0135).
export {
  ComplianceRefusedError,
  PackageBindingError,
  type PublishCompliance,
  publishCompliance,
} from './package-bindings.js';
export { formatComplianceReport } from './report-text.js';
export { complianceRoutes } from './routes.js';
