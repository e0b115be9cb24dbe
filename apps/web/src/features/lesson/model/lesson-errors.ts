import { isApiError } from '@/shared/http/api-error';
import { i18n } from '@/shared/i18n/i18n';
import { httpErrorText } from '@/shared/ui/http-error-text';

const KNOWN = new Set([
  'SLIDE_TIME_NOT_MET',
  'SLIDE_NOT_REACHED',
  'SCO_NOT_COMPLETE',
  'CMI5_NOT_COMPLETE',
  'LESSON_NOT_COMPLETE',
  'NODE_LOCKED',
  'COURSE_NOT_STARTED',
  'COURSE_EXPIRED',
  'PHOTO_ID_REQUIRED',
  'TYPING_CHECK_REQUIRED',
  'BIOSIG_CHECK_REQUIRED',
]);

/**
 * A failed lesson call in the learner's language: the server's known codes get their own text, invalid
 * answers name the fields the server named, anything else is the generic HTTP error text (000 §8).
 */
export function lessonErrorText(error: unknown): string {
  if (isApiError(error) && KNOWN.has(error.code)) return i18n.t(`lesson.errors.${error.code}`);
  if (isApiError(error) && error.code === 'VALIDATION_FAILED') {
    const fields = error.fieldErrors.map((f) => f.field).join(', ');
    return i18n.t('lesson.errors.VALIDATION_FAILED', { fields: fields || error.message });
  }
  return httpErrorText(error);
}
