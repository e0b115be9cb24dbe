import type { ExamStatusReply } from '@continuum/contracts';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { durationWords } from '@/shared/format/duration';
import { MessageAlert } from '@/shared/ui/message-alert';
import { statusNotice } from '../model/status-notice';

interface StatusMessageProps {
  status: ExamStatusReply;
  /** PARTIALLY_COMPLETED offers returning home or resuming (002 §8); INELIGIBLE for want of a start date, home to choose it. */
  onResume?: () => void;
  onHome?: () => void;
  /** SURVEY_FIRST leads to the course survey (no dead end, decision 0092). */
  onSurvey?: () => void;
}

/** The standard message of a status that blocks the exam (002 §4 flow step 2, §8 texts). */
export function StatusMessage({ status, onResume, onHome, onSurvey }: StatusMessageProps) {
  const { t, i18n } = useTranslation();
  const notice = statusNotice(status);
  if (!notice) return null;
  const values = notice.time ? { ...notice.values, time: durationWords(t, i18n.language, notice.time) } : notice.values;
  return (
    <MessageAlert tone={notice.tone} title={t(`exam.status.${notice.key}.title`)}>
      <Text>{t(`exam.status.${notice.key}.message`, values)}</Text>
      {notice.key === 'MUST_WAIT' && <Text mt="xs">{t('exam.status.MUST_WAIT.left', values)}</Text>}
      {notice.extra && <Text mt="xs">{notice.extra}</Text>}
      {status.status === 'INELIGIBLE' && status.ineligibleReason === 'START_DATE_REQUIRED' && onHome && (
        <Button mt="sm" onClick={onHome}>
          {t('exam.status.INELIGIBLE_START_DATE_REQUIRED.home')}
        </Button>
      )}
      {status.status === 'SURVEY_FIRST' && onSurvey && (
        <Button mt="sm" onClick={onSurvey}>
          {t('exam.status.SURVEY_FIRST.takeSurvey')}
        </Button>
      )}
      {status.status === 'PARTIALLY_COMPLETED' && (onResume || onHome) && (
        <Group mt="sm">
          {onHome && (
            <Button variant="default" onClick={onHome}>
              {t('exam.status.PARTIALLY_COMPLETED.home')}
            </Button>
          )}
          {onResume && <Button onClick={onResume}>{t('exam.status.PARTIALLY_COMPLETED.resume')}</Button>}
        </Group>
      )}
    </MessageAlert>
  );
}
