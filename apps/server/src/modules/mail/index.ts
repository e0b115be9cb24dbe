// Public surface of the mail module (decisions 0059, 0125): the stored e-mail; its administration (read, search,
// resend) sits in admin/, like every module's administration code. Other modules and app.ts import only this file.
export { resendStoredMail } from './admin/resend.js';
export { mailAdminRoutes } from './admin/routes.js';
