// Public surface of the compliance module (decision 0059): other modules and app.ts import only this file.
export { complianceServices } from './app-services.js';
// What a learner's regulator enforces on their course, for their client (decision 0130).
export { complianceLearnerRoutes } from './learner-routes.js';
// Jurisdiction compliance profiles, bindings and the report (issue 27, decision 0117).
export { complianceRoutes } from './routes.js';
