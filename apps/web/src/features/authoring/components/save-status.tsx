import '@mantine/core/styles/List.css';
import type { FieldError } from '@continuum/contracts';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** After a save: "Saved", or the server's refusal with each field it named. */
export function SaveStatus({
  saved,
  failure,
  fieldErrors,
}: {
  saved: boolean;
  failure: string | null;
  fieldErrors: FieldError[];
}) {
  const { t } = useTranslation();
  if (failure) {
    return (
      <div role="alert">
        <Text c="red.9" size="sm">
          {t('studio.saveRefused')}
        </Text>
        <List size="sm">
          {(fieldErrors.length ? fieldErrors : [{ field: '', message: failure }]).map((f) => (
            <List.Item key={`${f.field}:${f.message}`}>{f.field ? `${f.field}: ${f.message}` : f.message}</List.Item>
          ))}
        </List>
      </div>
    );
  }
  return saved ? (
    <Text size="sm" role="status" c="green.9">
      {t('studio.saved')}
    </Text>
  ) : null;
}
