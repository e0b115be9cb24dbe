import { Anchor, Text } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { BlockKey } from '@/features/cms/public/content-block';
import { useConfig } from '@/shared/config/get-config';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';
import { LoginForm } from '../components/login-form';

// Loaded after the page, not with it: a static import put this chunk into the first load's preload lists (0079).
const ContentBlock = lazy(() => import('@/features/cms/public/content-block').then((m) => ({ default: m.ContentBlock })));

/**
 * /login (spec 000 §2): outside demo mode the browser goes to the external account site when one is
 * configured; otherwise, and always in demo mode, the form shows (demo mode adds quick logins).
 */
export function LoginPage() {
  const config = useConfig();
  if (config.isPending) return <PageLoader />;
  const siteUrl = config.data && !config.data.devMode ? config.data.accountSiteUrl : null;
  if (siteUrl) return <AccountSiteRedirect url={siteUrl} />;
  return <LoginScreen demoLogins={config.data?.devMode ? config.data.demoLogins : []} />;
}

/** /local/login: always the form, for staff when the account site is down or not used. */
export function LocalLoginPage() {
  const config = useConfig();
  return <LoginScreen demoLogins={config.data?.devMode ? config.data.demoLogins : []} />;
}

function LoginScreen({ demoLogins }: { demoLogins: readonly string[] }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <>
      <PageTitle>{t('login.title')}</PageTitle>
      <Suspense fallback={null}>
        <ContentBlock blockKey={'login.notice' satisfies BlockKey} />
      </Suspense>
      <LoginForm demoLogins={demoLogins} showAuthError={params.get('error') === 'invalidCredentials'} />
    </>
  );
}

function AccountSiteRedirect({ url }: { url: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    window.location.assign(url);
  }, [url]);
  return (
    <>
      <PageTitle>{t('login.title')}</PageTitle>
      <Text>
        {t('login.redirecting')} <Anchor href={url}>{t('login.accountSite')}</Anchor>
      </Text>
    </>
  );
}
