import { isApiError } from '../http/api-error';
import { i18n } from '../i18n/i18n';

/** Spec 000 §8 generic text: 'An error occurred (Error: {status}x{statusText})'. */
export function httpErrorText(error: unknown): string {
  const status = isApiError(error) ? error.status : 0;
  const statusText = isApiError(error) ? error.statusText : error instanceof Error ? error.message : String(error);
  return i18n.t('global.messages.error.http', { status, statusText });
}
