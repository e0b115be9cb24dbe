import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageTitle } from '@/shared/ui/page-title';

/**
 * Shown inside the shell when a route fails to load or render, most often a page chunk that no longer exists
 * after a deployment: a full reload fetches the new build.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  return (
    <>
      <PageTitle>{t('error.title')}</PageTitle>
      <Text mb="xs">{t('error.route')}</Text>
      {detail && (
        <Text size="sm" c="dimmed" mb="md">
          {detail}
        </Text>
      )}
      <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
    </>
  );
}
