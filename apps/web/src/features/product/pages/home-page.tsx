import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useConfig } from '@/shared/config/get-config';
import { paths } from '@/shared/paths';
import { getCurrentProductId } from '@/shared/storage/current-product';
import { AppLink } from '@/shared/ui/app-link';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';

/**
 * Home (/) per spec 000 §2: demo mode opens the product selector; otherwise the current learner product's
 * home; with no known product, the 'Error...' page.
 */
export function HomePage() {
  const { t } = useTranslation();
  const config = useConfig();
  if (config.isPending) return <PageLoader />;
  if (config.data?.devMode) return <Navigate to={paths.productSelector.href()} replace />;
  const lpId = getCurrentProductId();
  if (lpId) return <Navigate to={paths.productHome.href({ lpId })} replace />;
  return (
    <>
      <PageTitle>{t('home.error.title')}</PageTitle>
      <Text role="alert" mb="md">
        {t('home.error.unknownProduct')}
      </Text>
      <AppLink to={paths.productSelector.href()}>{t('home.error.chooseProduct')}</AppLink>
    </>
  );
}
