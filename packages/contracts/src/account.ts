import { z } from 'zod';
import { text } from './inputs.js';
import { LANGUAGES, limits } from './limits.js';

export const name = (field: string) =>
  text({ error: `${field} is required` })
    .trim()
    .min(limits.nameMin, `${field} is required`)
    .max(limits.nameMax, `${field} must be at most ${limits.nameMax} characters`);

export const emailField = z
  .string({ error: 'email is required' })
  .trim()
  .min(limits.emailMin, `email must be at least ${limits.emailMin} characters`)
  .max(limits.emailMax, `email must be at most ${limits.emailMax} characters`)
  .pipe(z.email('email is not valid'));

export const passwordField = z
  .string({ error: 'password is required' })
  .min(limits.passwordMin, `password must be at least ${limits.passwordMin} characters`)
  .max(limits.passwordMax, `password must be at most ${limits.passwordMax} characters`);

export const loginField = z
  .string({ error: 'login is required' })
  .min(limits.loginMin, 'login is required')
  .max(limits.loginMax, `login must be at most ${limits.loginMax} characters`)
  .regex(/^[a-z0-9]+$/, 'login may contain only lowercase letters and digits');

export const langKeyField = z.enum(LANGUAGES, { error: 'langKey must be one of en, fr' });

/** Longest mailing city accepted. */
export const PROFILE_CITY_MAX = 100;

/** An optional profile text: blank means "not given" (stored as null). */
const optionalText = (field: string, max: number, pattern?: { re: RegExp; message: string }) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .refine((v) => v === '' || !pattern || pattern.re.test(v), pattern?.message ?? `${field} is not valid`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/**
 * Profile fields the security questions check (001 §9: mailing city, mailing zip code, last 4 of phone).
 * The phone accepts the 10-digit US styles of 002 §5.
 */
export const profileFields = {
  mailingCity: optionalText('mailingCity', PROFILE_CITY_MAX),
  mailingZip: optionalText('mailingZip', 10, {
    re: /^\d{5}(-\d{4})?$/,
    message: 'mailingZip must be a zip code (12345 or 12345-6789)',
  }),
  phone: optionalText('phone', 20, {
    re: /^(\+?1[ .-]?)?(\(\d{3}\)|\d{3})[ .-]?\d{3}[ .-]?\d{4}$/,
    message: 'phone must be a 10-digit phone number (xxx-xxx-xxxx, xxx.xxx.xxxx, xxx xxx xxxx)',
  }),
};

/** GET api/account reply: the signed-in identity (000 §3). */
export const accountReply = z.object({
  /** The account's id: the {userId} of the identity checks (000 §7 typing pattern; decision 0090). */
  id: z.number().int().optional(),
  login: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  langKey: langKeyField,
  activated: z.boolean(),
  authorities: z.array(z.string()),
  /** Profile fields: sent by GET api/account (the sign-in reply leaves them out). */
  mailingCity: z.string().nullable().optional(),
  mailingZip: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  /** The administrator acting as this user while impersonating (issue 17, decision 0077); absent otherwise. */
  impersonatedBy: z.string().nullable().optional(),
});
export type Account = z.infer<typeof accountReply>;

/**
 * POST api/account: save settings (002 "Account settings"). Login cannot be changed here. `currentPassword`
 * is not in the spec's payload: it is required only when `email` changes (issue 14, decision 0053).
 */
export const accountSaveBody = z.object({
  login: z.string().optional(),
  firstName: name('firstName'),
  lastName: name('lastName'),
  email: emailField,
  langKey: langKeyField,
  currentPassword: z.string({ error: 'currentPassword must be text' }).max(limits.passwordMax).optional(),
  ...profileFields,
});
export type AccountSaveBody = z.infer<typeof accountSaveBody>;

/** POST api/account/register. `key` is an optional pre-registration key. */
export const registerBody = z.object({
  firstName: name('firstName'),
  lastName: name('lastName'),
  email: emailField,
  login: loginField,
  password: passwordField,
  langKey: langKeyField.optional(),
  key: z.string().max(200).optional(),
  ...profileFields,
});
export type RegisterBody = z.infer<typeof registerBody>;

/**
 * POST api/account/register reply (201). `activated`: the account is ready to sign in, because the invitation whose
 * key came with it was sent to this very address (the address is proven); otherwise an activation mail went out.
 */
export const registerReply = z.object({ ok: z.literal(true), activated: z.boolean() });
export type RegisterReply = z.infer<typeof registerReply>;

/** GET api/account/page/register?key reply: a person to pre-fill, or null. */
export const registerPageReply = z.object({
  person: z
    .object({
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      email: z.string().nullable(),
      login: z.string().nullable(),
    })
    .nullable(),
});
export type RegisterPageReply = z.infer<typeof registerPageReply>;

export const keyQuery = z.object({ key: z.string({ error: 'key is required' }).min(1, 'key is required').max(200) });

export const changePasswordBody = z.object({
  currentPassword: z
    .string({ error: 'currentPassword is required' })
    .min(1, 'currentPassword is required')
    .max(limits.passwordMax),
  newPassword: passwordField,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const resetInitBody = z.object({ email: emailField });
export type ResetInitBody = z.infer<typeof resetInitBody>;

export const resetFinishBody = z.object({
  key: z.string({ error: 'key is required' }).min(1, 'key is required').max(200),
  newPassword: passwordField,
});
export type ResetFinishBody = z.infer<typeof resetFinishBody>;

/** Sign-in form fields (POST api/authentication, form-encoded or JSON). */
export const authenticationBody = z.object({
  username: z.string({ error: 'username is required' }).min(1, 'username is required').max(limits.emailMax),
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(limits.passwordMax),
  rememberMe: z
    .union([z.boolean(), z.enum(['true', 'false', 'on'])])
    .optional()
    .transform((v) => v === true || v === 'true' || v === 'on'),
});
export type AuthenticationBody = z.input<typeof authenticationBody>;

/** One row of GET api/account/sessions (002 §3 Session). */
export const sessionEntry = z.object({
  series: z.string(),
  ipAddress: z.string(),
  userAgent: z.string(),
  formattedTokenDate: z.string(),
  tokenDate: z.string(),
  rememberMe: z.boolean(),
  current: z.boolean(),
});
export type SessionEntry = z.infer<typeof sessionEntry>;
export const sessionsReply = z.array(sessionEntry);

export const seriesParams = z.object({ series: z.string().min(1).max(100) });
