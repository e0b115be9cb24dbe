import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '@/shared/ui/alert-dialog';

/** The finish prompt (002 §4 flow step 5): how many questions are answered, then Submit Exam or keep going. */
export function FinishDialog({
  answered,
  total,
  onSubmit,
  onClose,
}: {
  answered: number;
  total: number;
  onSubmit: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      opened
      title={t('exam.finish.title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="default" onClick={onClose}>
            {t('exam.finish.cancel')}
          </Button>
          <Button onClick={onSubmit}>{t('exam.finish.submit')}</Button>
        </>
      }
    >
      <Text>{t('exam.finish.answered', { answered, total })}</Text>
      {answered < total && (
        <Text mt="xs" c="orange.9">
          {t('exam.finish.unanswered', { count: total - answered })}
        </Text>
      )}
      <Text mt="xs">{t('exam.finish.final')}</Text>
    </AlertDialog>
  );
}
