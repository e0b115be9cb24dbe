// Public surface of the account module (decision 0059): other modules and app.ts import only this file.
export { userAdminRoutes } from './admin/admin-routes.js';
export { reissueInvitation } from './admin/invite-user.js';
export { accountServices } from './app-services.js';
export { authenticationRoutes } from './authentication-routes.js';
export { ACCOUNT_TEMPLATES } from './emails.js';
export type { PasswordSetListener } from './password-set.js';
export { reissueActivation, reissueReset } from './reissue.js';
export { accountRoutes } from './routes.js';
export { sessionsRoutes } from './sessions-routes.js';
export {
  anyUserExists,
  findAdminEmails,
  findContactFacts,
  findLoginAndPasswordHash,
  findMailRecipient,
  findPasswordHashes,
  findUserIdsByLogin,
  findUserWithAuthorities,
  userIdentities,
} from './user-reads.js';
export { insertUser } from './user-writes.js';
