import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/paths';
import { AppLink } from '@/shared/ui/app-link';
import { PageTitle } from '@/shared/ui/page-title';

/** /accessdenied: where guards send a signed-in user who lacks a route's authority. */
export function AccessDeniedPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('error.accessdenied.title')}</PageTitle>
      <Text mb="md">{t('error.accessdenied.message')}</Text>
      <AppLink to={paths.home.href()}>{t('error.backHome')}</AppLink>
    </>
  );
}
