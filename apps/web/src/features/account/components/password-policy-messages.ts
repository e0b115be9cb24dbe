import { PASSWORD_REJECTION_CODES } from '@continuum/contracts';
import { isApiError } from '@/shared/http/api-error';
import { i18n } from '@/shared/i18n/i18n';

/** i18n keys of the server's password-policy refusals (decision 0053), by error code. */
export const PASSWORD_POLICY_MESSAGES: Record<string, string> = Object.fromEntries(
  PASSWORD_REJECTION_CODES.map((code) => [code, `password.messages.errorCode.${code}`]),
);

/** The translated text of a password-policy refusal, or null for any other error. */
export function passwordPolicyText(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const key = PASSWORD_POLICY_MESSAGES[error.code];
  return key ? i18n.t(key) : null;
}
