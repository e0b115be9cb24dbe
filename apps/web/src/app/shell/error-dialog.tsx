import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '@/shared/ui/alert-dialog';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { errorReports, useErrorReport } from '../error-reports';

/** Generic dialog for unexpected failures (spec 000 §8): 'An error occurred (Error: {n}x{m})', dismiss and retry. */
export function ErrorDialog() {
  const { t } = useTranslation();
  const error = useErrorReport();
  const dismiss = () => errorReports.dismiss();
  return (
    <AlertDialog
      opened={error !== null}
      title={t('global.messages.error.dialogTitle')}
      onClose={dismiss}
      actions={<Button onClick={dismiss}>{t('global.form.dismiss')}</Button>}
    >
      <Text mb="xs">{httpErrorText(error)}</Text>
      <Text size="sm" c="dimmed">
        {t('global.messages.error.dismissRetry')}
      </Text>
    </AlertDialog>
  );
}
