import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '@/shared/http/api-error';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';
import { certificatePdfHref, certificateQueryOptions } from '../api/certificate';
import { CertificateDetails } from './certificate-details';

/** /lp/{lpId}/certificate: the learner's completion certificate, its PDF and where it is verified. */
export function CertificatePage() {
  const { t } = useTranslation();
  const lpId = Number(useParams().lpId);
  const query = useQuery(certificateQueryOptions(lpId));
  return (
    <>
      <PageTitle>{t('certificate.title')}</PageTitle>
      {query.isPending ? (
        <PageLoader />
      ) : query.data ? (
        <>
          <CertificateDetails certificate={query.data} />
          <Anchor href={certificatePdfHref(lpId)} download>
            {t('certificate.download')}
          </Anchor>
          <br />
          <Anchor href={query.data.credentialUrl} download>
            {t('certificate.downloadCredential')}
          </Anchor>
          <Text mt="md" size="sm">
            {t('certificate.verifyAt', { path: `/verify/${query.data.code}` })}
          </Text>
        </>
      ) : (
        <Text role="alert">
          {isApiError(query.error) && query.error.code === 'CERTIFICATE_NOT_COMPLETE'
            ? t('certificate.notComplete')
            : t('certificate.error')}
        </Text>
      )}
    </>
  );
}
