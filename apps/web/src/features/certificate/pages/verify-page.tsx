import type { CertificateVerification } from '@continuum/contracts';
import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatIsoDate } from '@/shared/format/dates';
import { hasStatus } from '@/shared/http/api-error';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';
import { verificationQueryOptions } from '../api/certificate';
import { CertificateDetails } from './certificate-details';

/** /verify/{code}: anyone checks a printed certificate code without signing in (decision 0094). */
export function VerifyPage() {
  const { t, i18n } = useTranslation();
  const code = useParams().code ?? '';
  // Valid, revoked (with the administrator's reason) or expired: what a regulator or employer needs to know first.
  const verdict = (c: CertificateVerification) =>
    c.status === 'REVOKED'
      ? t('certificate.verify.revoked', {
          date: c.revokedOn ? formatIsoDate(c.revokedOn, i18n.language) : '',
          reason: c.revokedReason ?? '',
        })
      : c.status === 'EXPIRED'
        ? t('certificate.verify.expired', { date: c.expiresOn ? formatIsoDate(c.expiresOn, i18n.language) : '' })
        : t('certificate.verify.valid');
  const query = useQuery(verificationQueryOptions(code));
  return (
    <>
      <PageTitle>{t('certificate.verify.title')}</PageTitle>
      {query.isPending ? (
        <PageLoader />
      ) : query.data ? (
        <>
          <Text role="status" mb="md" fw={query.data.status === 'VALID' ? undefined : 700}>
            {verdict(query.data)}
          </Text>
          <CertificateDetails certificate={query.data} />
          <Anchor href={query.data.credentialUrl} download>
            {t('certificate.downloadCredential')}
          </Anchor>
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
