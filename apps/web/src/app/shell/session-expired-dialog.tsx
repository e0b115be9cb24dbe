import type { ClientConfig, LearnerProduct } from '@continuum/contracts';
import { Button, Text } from '@mantine/core';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { learnerProductKey } from '@/features/product/public/learner-product-key';
import { accountQueryOptions } from '@/shared/auth/get-account';
import { isLoginPath, rememberLoginTarget } from '@/shared/auth/login-target';
import { sessionExpiry, useSessionExpiry } from '@/shared/auth/session-expiry';
import { configQueryOptions } from '@/shared/config/get-config';
import { paths } from '@/shared/paths';
import { getCurrentProductId } from '@/shared/storage/current-product';
import { AlertDialog } from '@/shared/ui/alert-dialog';

/**
 * Where the user signs in again: the current product's account site, else the configured one; in demo mode,
 * like the login page, always the login form.
 */
export function accountSiteUrl(queryClient: QueryClient): string | null {
  const config = queryClient.getQueryData<ClientConfig>(configQueryOptions.queryKey);
  if (config?.devMode) return null;
  const lpId = getCurrentProductId();
  const product = lpId ? queryClient.getQueryData<LearnerProduct>(learnerProductKey(lpId)) : undefined;
  return product?.accountSiteUrl || config?.accountSiteUrl || null;
}

/**
 * 'Session Expired' (000 §4, §8): a sign-in elsewhere ended this session. Shown once; until it is answered
 * nothing else moves the user (the session bridge holds back the 401 redirect), then its button goes to the
 * account site when one is known, else to the login screen, remembering this screen for after sign-in.
 */
export function SessionExpiredDialog() {
  const { t } = useTranslation();
  const state = useSessionExpiry();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();

  const signInAgain = () => {
    sessionExpiry.acknowledge();
    queryClient.setQueryData(accountQueryOptions.queryKey, null);
    const url = accountSiteUrl(queryClient);
    if (url) {
      window.location.assign(url);
      return;
    }
    if (!isLoginPath(pathname)) rememberLoginTarget(`${pathname}${search}${hash}`);
    navigate(paths.login.href());
  };

  return (
    <AlertDialog
      // Signing out anyway: the logout page reloads home in a moment.
      opened={state === 'showing' && pathname !== paths.logout.path}
      role="alertdialog"
      title={t('global.messages.sessionExpired.title')}
      onClose={signInAgain}
      actions={<Button onClick={signInAgain}>{t('global.messages.sessionExpired.ok')}</Button>}
    >
      <Text>{t('global.messages.sessionExpired.message')}</Text>
    </AlertDialog>
  );
}
