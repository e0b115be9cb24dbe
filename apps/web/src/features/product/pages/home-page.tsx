import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useAccount } from '@/shared/auth/get-account';
import { useConfig } from '@/shared/config/get-config';
import { useFeatureFlags } from '@/shared/feature-flags/get-feature-flags';
import { paths } from '@/shared/paths';
import { getCurrentProductId } from '@/shared/storage/current-product';
import { AppLink } from '@/shared/ui/app-link';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';
import { useUserProducts } from '../api/get-user-products';
import { landingProduct } from '../model/landing-product';

/**
 * Home (/) per spec 000 §2: demo mode opens the product selector; otherwise the current learner product's
 * home. With none open (after a sign-in) the learner's one current product, or the selector when there are
 * several; the 'Error...' page only when there is none. A signed-out visitor (a sign-out lands here) signs in. A page flagged off sends its visitor here (000 §4), so
 * home never sends anyone to a page that is flagged off: that was an endless redirect (decision 0065).
 */
export function HomePage() {
  const { t } = useTranslation();
  const config = useConfig();
  const account = useAccount();
  const flags = useFeatureFlags();
  const lpId = getCurrentProductId();
  const devSelector = Boolean(config.data?.devMode) && flags.data?.productSelector !== false;
  // Only asked when no product is open: the learner's products decide where a fresh sign-in lands.
  const products = useUserProducts({ enabled: !lpId && Boolean(account.data) && !config.isPending && !devSelector });
  // Flags are per session: wait for them when there is one, or the first redirect may go to a disabled page.
  if (config.isPending || account.isPending || flags.isLoading) return <PageLoader />;
  const selectorOn = flags.data?.productSelector !== false;
  const productHomeOn = flags.data?.productHome !== false;
  if (config.data?.devMode && selectorOn) return <Navigate to={paths.productSelector.href()} replace />;
  if (lpId && productHomeOn) return <Navigate to={paths.productHome.href({ lpId })} replace />;
  // Signed out (every sign-out reloads home): sign in, then home again decides; never the error (issue 25 item 20).
  if (!account.data) return <Navigate to={paths.login.href()} replace />;
  if (!lpId && products.isLoading) return <PageLoader />;
  const landing = !lpId && products.data ? landingProduct(products.data) : 'none';
  if (typeof landing === 'object' && productHomeOn)
    return <Navigate to={paths.productHome.href({ lpId: landing.lpId })} replace />;
  if (landing === 'select' && selectorOn) return <Navigate to={paths.productSelector.href()} replace />;
  return (
    <>
      <PageTitle>{t('home.error.title')}</PageTitle>
      <Text role="alert" mb="md">
        {lpId ? t('home.error.productHomeOff') : t('home.error.unknownProduct')}
      </Text>
      {selectorOn && <AppLink to={paths.productSelector.href()}>{t('home.error.chooseProduct')}</AppLink>}
    </>
  );
}
