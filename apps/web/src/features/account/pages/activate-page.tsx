import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '@/shared/paths';
import { AppLink } from '@/shared/ui/app-link';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';
import { useActivation } from '../api/activate';

/** /activate?key: activates the account from the e-mailed link (spec 002 §8 success and error). */
export function ActivatePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const key = params.get('key');
  const activation = useActivation(key);

  let body: React.ReactNode;
  if (key && activation.isPending) body = <PageLoader />;
  else if (key && activation.isSuccess) {
    body = (
      <MessageAlert tone="success">
        {t('activate.messages.success')} <AppLink to={paths.login.href()}>{t('global.messages.info.authenticated.link')}</AppLink>
      </MessageAlert>
    );
  } else body = <MessageAlert tone="error">{t('activate.messages.error')}</MessageAlert>;

  return (
    <>
      <PageTitle>{t('activate.title')}</PageTitle>
      {body}
    </>
  );
}
