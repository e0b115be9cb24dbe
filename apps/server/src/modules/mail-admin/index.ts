// Public surface of the mail-admin module (decision 0059): other modules and app.ts import only this file.
export { resendStoredMail } from './resend.js';
export { mailAdminRoutes } from './routes.js';
