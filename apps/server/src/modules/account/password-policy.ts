import { limits, PasswordRejection } from '@continuum/contracts';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { lazy } from '../../platform/lazy.js';

/**
 * The 49,000 most common passwords of leaked sets, as zxcvbn-ts ships them (lower case): loaded on the first
 * password checked, once, and kept as a Set (about 3 MB). Server only: the web bundle never carries it.
 */
const commonPasswords = lazy(
  (): Promise<Set<string>> =>
    import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'])),
);

export interface PasswordOwner {
  login: string;
  email: string;
}

/**
 * Refuses a new password the site does not accept (decision 0053): shorter than PASSWORD_MIN_LENGTH, common
 * or breached, one character repeated, or the account's login, e-mail or e-mail name. 400 naming `field`.
 */
export async function checkNewPassword(ctx: AppContext, password: string, owner: PasswordOwner, field: string) {
  const min = Math.min(Math.max(ctx.config.passwordMinLength, limits.passwordMin), limits.passwordMax);
  if (password.length < min) {
    throw refuse(PasswordRejection.TOO_SHORT, `${field} must be at least ${min} characters`, field);
  }
  const lower = password.toLowerCase();
  if (/^(.)\1*$/su.test(password) || (await commonPasswords()).has(lower)) {
    throw refuse(PasswordRejection.TOO_COMMON, `${field} is too common: choose another`, field);
  }
  const email = owner.email.trim().toLowerCase();
  const mailbox = email.split('@')[0] ?? '';
  if (lower === owner.login.toLowerCase() || lower === email || lower === mailbox) {
    throw refuse(PasswordRejection.MATCHES_ACCOUNT, `${field} must not be your login or e-mail`, field);
  }
}

function refuse(code: string, message: string, field: string): AppError {
  return new AppError(code, 400, message, [{ field, message }]);
}
