import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '@/shared/ui/alert-dialog';
import { DEFAULT_MAX_TIME_MESSAGE } from '../model/constants';

/**
 * The Max Time notice (000 §8): the course's popUpMessage, or the spec's text in the learner's language
 * (the server sends the English default when the course sets none).
 */
export function MaxTimeAlert({ message, onClose }: { message: string | null | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const custom = message?.trim() && message.trim() !== DEFAULT_MAX_TIME_MESSAGE ? message : null;
  return (
    <AlertDialog
      opened={message !== undefined}
      role="alertdialog"
      size="medium"
      title={t('seatTime.maxTime.title')}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('seatTime.maxTime.ok')}</Button>}
    >
      <Text>{custom ?? t('seatTime.maxTime.message')}</Text>
    </AlertDialog>
  );
}
