import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '@/shared/ui/page-loader';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { useEmail } from '../api/get-email';
import { EmailView } from '../components/email-view';
import { RequireAdmin } from '../require-admin';

/** 002 §2 email-view (/email-view/{emailId}, ROLE_ADMIN): one sent message on a page of its own. */
export function EmailViewPage() {
  return (
    <RequireAdmin>
      <EmailViewContent />
    </RequireAdmin>
  );
}

function EmailViewContent() {
  const { t } = useTranslation();
  const emailId = Number(useParams().emailId);
  const email = useEmail(emailId);
  useDocumentTitle(email.data?.subject ?? t('emails.title'));
  if (email.isPending) return <PageLoader />;
  if (email.isError) return <QueryErrorAlert error={email.error} onRetry={() => email.refetch()} />;
  return <EmailView email={email.data} />;
}
