import type { CertificateVerification } from '@continuum/contracts';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '@/shared/format/dates';
import { formatNumber } from '@/shared/format/numbers';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';

/** What a certificate states: the learner, the course, the completion date and the credited hours. */
export function CertificateDetails({ certificate }: { certificate: CertificateVerification }) {
  const { t, i18n } = useTranslation();
  const rows: [string, string][] = [
    [t('certificate.learnerName'), certificate.learnerName],
    [t('certificate.course'), certificate.course],
    [t('certificate.completedOn'), formatIsoDate(certificate.completedOn, i18n.language)],
    [t('certificate.hours'), formatNumber(certificate.hours, i18n.language, 2)],
    [t('certificate.code'), certificate.code],
  ];
  if (certificate.expiresOn) rows.push([t('certificate.expiresOn'), formatIsoDate(certificate.expiresOn, i18n.language)]);
  return (
    <Table maw={560} mb="md" variant="vertical" withTableBorder>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row">{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
