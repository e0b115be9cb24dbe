import { alertWidths } from '@continuum/contracts';
import { Button, Group, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { errorReports, useErrorReport } from '../error-reports';
import classes from './error-dialog.module.css';

/**
 * Generic dialog for unexpected failures (spec 000 §8): 'An error occurred (Error: {n}x{m})', dismiss and
 * retry. A native modal <dialog> gives focus trapping and Escape without loading a modal library up front.
 */
export function ErrorDialog() {
  const { t } = useTranslation();
  const error = useErrorReport();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (error !== null && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (error === null && dialog.open) dialog.close();
  }, [error]);

  return (
    <dialog
      ref={ref}
      className={classes.dialog}
      style={{ maxWidth: alertWidths.small }}
      aria-labelledby={titleId}
      onClose={() => errorReports.dismiss()}
    >
      {error !== null && (
        <>
          <Title order={2} size="h4" id={titleId} mb="sm">
            {t('global.messages.error.dialogTitle')}
          </Title>
          <Text mb="xs">{httpErrorText(error)}</Text>
          <Text size="sm" c="dimmed" mb="md">
            {t('global.messages.error.dismissRetry')}
          </Text>
          <Group justify="flex-end">
            <Button onClick={() => errorReports.dismiss()}>{t('global.form.dismiss')}</Button>
          </Group>
        </>
      )}
    </dialog>
  );
}
