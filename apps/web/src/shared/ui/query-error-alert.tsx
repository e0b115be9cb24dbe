import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { httpErrorText } from './http-error-text';
import { MessageAlert } from './message-alert';

/**
 * What a page shows in place of data it could not load (000 §8 generic error: 'An error occurred (Error:
 * {n}x{m})', dismiss and retry). A failed call must never look like an empty list or a 0 figure
 * (decision 0065), so pages render this instead of their empty text.
 */
export function QueryErrorAlert({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <MessageAlert tone="error" title={t('global.messages.error.dialogTitle')}>
      <Text size="sm">{httpErrorText(error)}</Text>
      <Text size="sm" mb="xs">
        {t('global.messages.error.dismissRetry')}
      </Text>
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        {t('global.form.retry')}
      </Button>
    </MessageAlert>
  );
}
