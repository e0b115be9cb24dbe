import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../http/api-error';
import { i18n } from '../i18n/i18n';

/**
 * Shows a 400 reply's fieldErrors under the matching inputs. `messages` maps an error code to the i18n key
 * to show instead of the server's English text (e.g. LOGIN_ALREADY_USED). Returns true if any was shown.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  messages: Partial<Record<string, string>> = {},
): boolean {
  if (!isApiError(error) || error.status !== 400) return false;
  let shown = false;
  for (const fieldError of error.fieldErrors) {
    const field = fields.find((f) => f === fieldError.field);
    if (!field) continue;
    const key = messages[error.code];
    const message = key ? i18n.t(key) : i18n.t('global.validation.server', { message: fieldError.message });
    setError(field, { type: 'server', message });
    shown = true;
  }
  return shown;
}
