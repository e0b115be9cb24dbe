import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/http/api-error';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';

/** Home resolve failure (001 §8): 'Error!', except for a product whose content is not published yet. */
export function ContentFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (isApiError(error) && error.code === 'PRODUCT_HAS_NO_CONTENT') return <Text>{t('course.home.noContent')}</Text>;
  return (
    <MessageAlert tone="error" title={t('course.home.error')}>
      {httpErrorText(error)}
    </MessageAlert>
  );
}
