// Public surface of the certificate module (decision 0059): other modules and app.ts import only this file.
// The verification codes the regulator roster lists (decision 0098).
export { certificateCodesOf } from './codes.js';
// The daily credential-expiry reminder (issue 28, decision 0184).
export { EXPIRY_REMINDER_DAYS, expiryReminderJob, sendExpiryReminders } from './expiry-reminders.js';
// The certificate and its credential, and the records manifest's signature, for the records archive (issue 28, decision 0182).
export { certificateRecordOf, signRecordsManifest } from './records.js';
export { certificateRoutes } from './routes.js';
