import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@/shared/paths';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';
import { useRegisterPage } from '../api/get-register-page';
import { RegisterForm } from '../components/register-form';

/** /register?key (spec 002 §2): with a key the invited person is loaded first; no person means sign in. */
export function RegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const key = params.get('key');
  const page = useRegisterPage(key);

  if (key && page.isPending) return <PageLoader />;
  if (key && !page.data?.person) return <Navigate to={paths.login.href()} replace />;
  return (
    <>
      <PageTitle>{t('register.title')}</PageTitle>
      <RegisterForm person={page.data?.person ?? null} inviteKey={key} />
    </>
  );
}
