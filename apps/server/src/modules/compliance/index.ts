// Public surface of the compliance module (decision 0059): other modules and app.ts import only this file.
export { complianceServices } from './app-services.js';
// Jurisdiction compliance profiles, bindings and the report (issue 27, decision 0117).
export { complianceRoutes } from './routes.js';
