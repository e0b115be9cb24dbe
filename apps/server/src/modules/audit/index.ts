// Public surface of the audit module (decision 0059): other modules and app.ts import only this file.
export { registerActingForAudit } from './acting-for-hook.js';
export { auditRoutes } from './routes.js';
export { AuditType, audit } from './service.js';
export { LEARNER_DATA_READ, registerStaffReadAudit } from './staff-read-hook.js';
