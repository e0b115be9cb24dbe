import { z } from 'zod';
import { emailField, langKeyField, loginField, name } from './account.js';
import { ALL_AUTHORITIES, type AuthorityName } from './authorities.js';
import { text } from './inputs.js';
import { limits } from './limits.js';

/**
 * The administrator's side of accounts (issue 17, decision 0076): the users list, a person (002 §7 GET/PUT
 * api/persons/{login}), invitations through the register-with-key flow of 002, and unlocking sign-in.
 */

const authorityName = z.enum(ALL_AUTHORITIES as [AuthorityName, ...AuthorityName[]], {
  error: `authority must be one of ${ALL_AUTHORITIES.join(', ')}`,
});

/** A row of the users list. */
export const adminUserRow = z.object({
  id: z.number().int(),
  login: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  activated: z.boolean(),
  authorities: z.array(z.string()),
  createdAt: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

/** GET api/persons/{login}: a person as an administrator sees and edits it. */
export const person = adminUserRow.extend({ langKey: z.string() });
export type Person = z.infer<typeof person>;

/** PUT api/persons/{login}: what an administrator may change. */
export const personUpdateBody = z.object({
  firstName: name('firstName'),
  lastName: name('lastName'),
  email: emailField,
  langKey: langKeyField,
  activated: z.boolean({ error: 'activated must be true or false' }),
  authorities: z.array(authorityName).max(ALL_AUTHORITIES.length),
});
export type PersonUpdateBody = z.infer<typeof personUpdateBody>;

export const personParams = z.object({ login: loginField });

/** POST api/admin/users/invite: a person to pre-fill the registration form of the e-mailed link. */
export const inviteUserBody = z.object({
  firstName: name('firstName'),
  lastName: name('lastName'),
  email: emailField,
  login: loginField.optional(),
  langKey: langKeyField.optional(),
});
export type InviteUserBody = z.infer<typeof inviteUserBody>;
/** The invitation form: the same fields, an empty login box meaning "let the person choose it". */
export const inviteUserForm = inviteUserBody.extend({ login: loginField.or(z.literal('')), langKey: langKeyField });

export const inviteUserReply = z.object({ emailId: z.number().int() });

/** A row of the administrators' sessions list (002 spring-session-list). */
export const adminSessionRow = z.object({
  series: z.string(),
  login: z.string(),
  ipAddress: z.string(),
  userAgent: z.string(),
  rememberMe: z.boolean(),
  tokenDate: z.string(),
  lastSeenAt: z.string(),
});
export type AdminSessionRow = z.infer<typeof adminSessionRow>;

/** GET admin/impersonate/start (000 §7): whom to act as, and the administrator's own password to confirm. */
export const impersonateQuery = z.object({
  username: text({ error: 'username is required' }).trim().min(1, 'username is required').max(254),
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(limits.passwordMax),
});

/** GET api/admin/roles: every authority with its number of users. */
export const rolesReply = z.array(z.object({ authority: z.string(), users: z.number().int() }));
export const roleParams = z.object({ authority: authorityName });
export const roleMemberParams = z.object({ authority: authorityName, login: loginField });
