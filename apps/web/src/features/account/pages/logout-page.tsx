import { LOGOUT_REDIRECT_MS } from '@continuum/contracts';
import { Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { authEvents } from '@/shared/auth/auth-events';
import { paths } from '@/shared/paths';
import { PageTitle } from '@/shared/ui/page-title';
import { logout } from '../api/logout';

/**
 * /logout (spec 000 §2): signs out, broadcasts the logout event, then reloads home after 100 ms so no
 * state of the signed-out user survives in memory.
 */
export function LogoutPage() {
  const { t } = useTranslation();
  useEffect(() => {
    let cancelled = false;
    let timer: number | undefined;
    logout()
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
  }, []);
  return (
    <>
      <PageTitle>{t('logout.title')}</PageTitle>
      <Text role="status">{t('logout.message')}</Text>
    </>
  );
}
