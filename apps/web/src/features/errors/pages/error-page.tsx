import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '@/shared/paths';
import { AppLink } from '@/shared/ui/app-link';
import { PageTitle } from '@/shared/ui/page-title';

/** Navigation state a caller may pass to /error: an i18n key for the message. */
export interface ErrorPageState {
  messageKey?: string;
}

/** /error: the general error page; shows the message it was sent with, else a generic one. */
export function ErrorPage() {
  const { t, i18n } = useTranslation();
  const state = useLocation().state as ErrorPageState | null;
  const key = state?.messageKey && i18n.exists(state.messageKey) ? state.messageKey : 'error.generic';
  return (
    <>
      <PageTitle>{t('error.title')}</PageTitle>
      <Text mb="md">{t(key)}</Text>
      <AppLink to={paths.home.href()}>{t('error.backHome')}</AppLink>
    </>
  );
}
