import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '@/shared/ui/alert-dialog';

/**
 * 002 §8: 'Your time limit on this exam has expired.' with Submit (the clock ran out on this page), or
 * 'You have reached the maximum time allowed.' (the server refused a save past its deadline and graded
 * the attempt on the answers given). Either way the only way on is the results.
 */
export function TimeExpiredDialog({ kind, onSubmit }: { kind: 'expired' | 'maxTime'; onSubmit: () => void }) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      opened
      role="alertdialog"
      title={t('exam.expired.title')}
      // Escape cannot dismiss it: the attempt is over.
      onClose={() => undefined}
      actions={<Button onClick={onSubmit}>{kind === 'expired' ? t('exam.expired.submit') : t('exam.expired.results')}</Button>}
    >
      <Text>{kind === 'expired' ? t('exam.expired.message') : t('exam.expired.maxTime')}</Text>
      {kind === 'maxTime' && <Text mt="xs">{t('exam.expired.graded')}</Text>}
    </AlertDialog>
  );
}
