import type { ProductState } from '@continuum/contracts';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '@/shared/format/dates';
import { MessageAlert } from '@/shared/ui/message-alert';

const TONES = {
  completed: 'success',
  completedFail: 'error',
  expired: 'warning',
  instructorRequired: 'warning',
  minimumTimeNotMet: 'warning',
  minimumCalendarDaysNotMet: 'warning',
  finalExamRequired: 'warning',
} as const;
const KNOWN = new Set([
  'completed',
  'completedFail',
  'selectStartDate',
  'pendingStart',
  'expired',
  'instructorRequired',
  'surveyRequired',
  'affidavitRequired',
  'readyToFinish',
  'pendingSignature',
  'minimumTimeNotMet',
  'minimumCalendarDaysNotMet',
  'finalExamRequired',
  // The orientation affidavit first (issue 25 item 29): the server sent it, the home dropped it as unknown.
  'orientationRequired',
]);

/** The course message of the product state, translated from its key (dates in the UI language's form). */
export function CourseMessage({ message }: { message: ProductState['courseMessage'] }) {
  const { t, i18n } = useTranslation();
  if (!message || !KNOWN.has(message.key)) return null;
  const values = { ...message.values };
  if (values.date) values.date = formatShortDate(values.date, i18n.language);
  const tone = TONES[message.key as keyof typeof TONES] ?? 'info';
  return (
    <MessageAlert tone={tone} size="large">
      {t(`course.home.messages.${message.key}`, values)}
    </MessageAlert>
  );
}
