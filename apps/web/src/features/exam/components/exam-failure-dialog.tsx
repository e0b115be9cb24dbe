import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '@/shared/ui/alert-dialog';
import type { ExamFailure } from '../model/exam-errors';

interface ExamFailureDialogProps {
  failure: Extract<ExamFailure, { kind: 'temporary' | 'unauthenticated' | 'http' | 'unknown' }>;
  onRetry: () => void;
  /** After a dropped call: close and re-read the attempt from the server. */
  onDismiss: () => void;
  onSignIn: () => void;
}

/** The exam's error modal (002 §8 "Exam"), titled Error: 11x{n} with Retry, the lost session, 12x{n}, 13x{n}. */
export function ExamFailureDialog({ failure, onRetry, onDismiss, onSignIn }: ExamFailureDialogProps) {
  const { t } = useTranslation();
  let body: React.ReactNode;
  let action: React.ReactNode;
  switch (failure.kind) {
    case 'temporary':
      body = <Text>{t('exam.errors.temporary', { n: failure.n })}</Text>;
      action = <Button onClick={onRetry}>{t('exam.errors.retry')}</Button>;
      break;
    case 'unauthenticated':
      body = (
        <>
          <Text>{t('exam.errors.unauthenticated')}</Text>
          <Text mt="xs" size="sm">
            {t('exam.errors.unauthenticatedCauses')}
          </Text>
        </>
      );
      action = <Button onClick={onSignIn}>{t('exam.errors.signIn')}</Button>;
      break;
    case 'http':
      body = (
        <>
          <Text>{t('exam.errors.http', { n: failure.n })}</Text>
          <Text mt="xs" size="sm">
            {t('exam.errors.status', { status: failure.status, statusText: failure.statusText })}
          </Text>
        </>
      );
      action = <Button onClick={onDismiss}>{t('exam.errors.ok')}</Button>;
      break;
    default:
      body = <Text>{t('exam.errors.unknown', { n: failure.n })}</Text>;
      action = <Button onClick={onDismiss}>{t('exam.errors.ok')}</Button>;
  }
  return (
    <AlertDialog
      opened
      role="alertdialog"
      title={t('exam.errors.title')}
      onClose={failure.kind === 'temporary' ? onRetry : failure.kind === 'unauthenticated' ? onSignIn : onDismiss}
      actions={action}
    >
      {body}
    </AlertDialog>
  );
}
