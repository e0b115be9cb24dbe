import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '@/shared/ui/alert-dialog';

/**
 * The activity-timeout warning (000 §2, §4): a live countdown to the logout. The countdown is a timer role
 * (not announced every second); opening the dialog announces its title and text, and focus starts on
 * 'Stay signed in'. Escape counts as staying too.
 */
export function IdleWarningDialog({ secondsLeft, onStay }: { secondsLeft: number | null; onStay: () => void }) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      opened={secondsLeft !== null}
      role="alertdialog"
      title={t('seatTime.idle.title')}
      onClose={onStay}
      actions={<Button onClick={onStay}>{t('seatTime.idle.stay')}</Button>}
    >
      <Text mb="xs">{t('seatTime.idle.message')}</Text>
      <Text fw={600} role="timer">
        {t('seatTime.idle.countdown', { count: secondsLeft ?? 0 })}
      </Text>
    </AlertDialog>
  );
}
