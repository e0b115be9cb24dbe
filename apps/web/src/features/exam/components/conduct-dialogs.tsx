import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';
import { AlertDialog } from '@/shared/ui/alert-dialog';

/** 'Leave Page' confirmation while an attempt is under way (002 §4): the clock keeps running meanwhile. */
export function LeavePageDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  if (blocker.state !== 'blocked') return null;
  return (
    <AlertDialog
      opened
      title={t('exam.leave.title')}
      onClose={() => blocker.reset()}
      actions={
        <>
          <Button variant="default" onClick={() => blocker.reset()}>
            {t('exam.leave.stay')}
          </Button>
          <Button color="red" onClick={() => blocker.proceed()}>
            {t('exam.leave.leave')}
          </Button>
        </>
      }
    >
      <Text>{t('exam.leave.message')}</Text>
    </AlertDialog>
  );
}

/** The alert after each loss of window focus during a final exam that counts them (002 §4). */
export function LeaveAlertDialog({ leaves, allowed, onClose }: { leaves: number; allowed: number; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      opened
      role="alertdialog"
      title={t('exam.leave.alertTitle')}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('exam.errors.ok')}</Button>}
    >
      <Text>{t('exam.leave.alert', { leaves, allowed })}</Text>
    </AlertDialog>
  );
}
