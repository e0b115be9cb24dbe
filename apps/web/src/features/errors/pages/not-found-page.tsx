import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/paths';
import { AppLink } from '@/shared/ui/app-link';
import { PageTitle } from '@/shared/ui/page-title';

/** Any path no route matches. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('error.notfound.title')}</PageTitle>
      <Text mb="md">{t('error.notfound.message')}</Text>
      <AppLink to={paths.home.href()}>{t('error.backHome')}</AppLink>
    </>
  );
}
