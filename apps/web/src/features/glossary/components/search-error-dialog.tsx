import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '@/shared/ui/alert-dialog';

/** 001 §8: the 'Search Error' dialog when a glossary search fails. */
export function SearchErrorDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      opened={opened}
      onClose={onClose}
      role="alertdialog"
      title={t('glossary.error.title')}
      actions={<Button onClick={onClose}>{t('glossary.error.ok')}</Button>}
    >
      {t('glossary.error.message')}
    </AlertDialog>
  );
}
