import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { hasStatus } from '@/shared/http/api-error';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';
import { verificationQueryOptions } from '../api/certificate';
import { CertificateDetails } from './certificate-details';

/** /verify/{code}: anyone checks a printed certificate code without signing in (decision 0094). */
export function VerifyPage() {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  const query = useQuery(verificationQueryOptions(code));
  return (
    <>
      <PageTitle>{t('certificate.verify.title')}</PageTitle>
      {query.isPending ? (
        <PageLoader />
      ) : query.data ? (
        <>
          <Text role="status" mb="md">
            {t('certificate.verify.valid')}
          </Text>
          <CertificateDetails certificate={query.data} />
        </>
      ) : (
        <Text role="alert">
          {hasStatus(query.error, 404) || hasStatus(query.error, 400)
            ? t('certificate.verify.notFound')
            : t('certificate.verify.error')}
        </Text>
      )}
    </>
  );
}
