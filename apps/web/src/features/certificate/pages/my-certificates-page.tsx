import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { Anchor, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/shared/format/i18n-formatters';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { certificatePdfHref, myCertificatesQueryOptions } from '../api/certificate';

/** /certificates: every certificate of the learner, each with its PDF and its signed credential (issue 28). */
export function MyCertificatesPage() {
  const { t, i18n } = useTranslation();
  const query = useQuery(myCertificatesQueryOptions);
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <QueryErrorAlert error={query.error} onRetry={() => query.refetch()} />;
  const lang = i18n.language;
  return (
    <>
      <PageTitle>{t('certificate.mine.title')}</PageTitle>
      {query.data.length === 0 ? (
        <Text>{t('certificate.mine.none')}</Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('certificate.course')}</Table.Th>
              <Table.Th>{t('certificate.completedOn')}</Table.Th>
              <Table.Th>{t('certificate.expiresOn')}</Table.Th>
              <Table.Th>{t('certificate.mine.status')}</Table.Th>
              <Table.Th>{t('certificate.mine.downloads')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.map((c) => (
              <Table.Tr key={c.code}>
                <Table.Td>{c.course}</Table.Td>
                <Table.Td>{formatDay(c.completedOn, lang)}</Table.Td>
                <Table.Td>{c.expiresOn ? formatDay(c.expiresOn, lang) : '—'}</Table.Td>
                <Table.Td>{t(`certificate.mine.statuses.${c.status}`)}</Table.Td>
                <Table.Td>
                  <Anchor href={certificatePdfHref(c.learnerProductId)} download>
                    {t('certificate.mine.pdf', { course: c.course })}
                  </Anchor>
                  <br />
                  <Anchor href={c.credentialUrl} download>
                    {t('certificate.mine.credential', { course: c.course })}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
