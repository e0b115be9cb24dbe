import { LOGOUT_REDIRECT_MS } from '@continuum/contracts';
import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { authEvents } from '@/shared/auth/auth-events';
import { accountQueryOptions } from '@/shared/auth/get-account';
import { paths } from '@/shared/paths';
import { PageTitle } from '@/shared/ui/page-title';
import { signOut } from '../api/logout';

/**
 * /logout (spec 000 §2): ends the proctored session (000 §7) and signs out, broadcasts the logout event, then reloads home after 100 ms so no
 * state of the signed-out user survives in memory.
 */
export function LogoutPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    let timer: number | undefined;
    // The identity is usually cached; opened directly, /logout asks for it (null when already signed out).
    queryClient
      .fetchQuery(accountQueryOptions)
      .catch(() => null)
      .then((account) => signOut(account?.email))
      .catch(() => undefined) // the reload below ends the client session either way
      .finally(() => {
        if (cancelled) return;
        authEvents.emit('logout');
        timer = window.setTimeout(() => window.location.assign(paths.home.href()), LOGOUT_REDIRECT_MS);
      });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [queryClient]);
  return (
    <>
      <PageTitle>{t('logout.title')}</PageTitle>
      <Text role="status">{t('logout.message')}</Text>
    </>
  );
}
