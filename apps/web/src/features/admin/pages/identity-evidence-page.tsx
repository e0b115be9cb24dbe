import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '@/shared/format/i18n-formatters';
import { formatNumber } from '@/shared/format/numbers';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { adminPaths } from '../admin-paths';
import { useIdentityEvidence } from '../api/identity-evidence';

/**
 * One learner product's identity evidence for administrators (issue 19, decision 0097): each check's
 * requirement, result and time, as the regulator report cites it.
 */
export function IdentityEvidencePage() {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().id);
  const evidence = useIdentityEvidence(id);
  const lang = i18n.language;

  if (evidence.isPending) return <PageLoader />;
  if (evidence.isError) return <QueryErrorAlert error={evidence.error} onRetry={() => evidence.refetch()} />;
  const e = evidence.data;
  const when = (value: string | null) => (value ? formatDateTime(value, lang) : t('identityEvidence.never'));
  const yesNo = (value: boolean) => t(value ? 'identityEvidence.yes' : 'identityEvidence.no');
  const result = (value: 'PASS' | 'FAIL' | null) => t(`identityEvidence.results.${value ?? 'NONE'}`);
  const rows: [string, string, string, string, string][] = [
    [
      t('identityEvidence.checks.typing'),
      yesNo(e.requirements.typing),
      `${result(e.typing.lastResult)}${e.typing.lastScore === null ? '' : ` (${formatNumber(e.typing.lastScore, lang)})`}`,
      when(e.typing.lastVerifiedAt),
      t('identityEvidence.typingDetail', { enrolled: yesNo(e.typing.enrolled), failures: formatNumber(e.typing.failures, lang) }),
    ],
    [
      t('identityEvidence.checks.signature'),
      yesNo(e.requirements.signature),
      result(e.signature.lastResult),
      when(e.signature.lastAt),
      t('identityEvidence.signatureDetail', {
        enrolled: yesNo(e.signature.enrolled),
        purpose: t(`identityEvidence.purposes.${e.signature.lastPurpose ?? 'NONE'}`),
      }),
    ],
    [
      t('identityEvidence.checks.photoId'),
      yesNo(e.requirements.photoId),
      t(e.photoId.submitted ? 'identityEvidence.submitted' : 'identityEvidence.notSubmitted'),
      when(e.photoId.submittedAt),
      '',
    ],
    [
      t('identityEvidence.checks.securityQuestions'),
      '',
      t('identityEvidence.answered', { count: e.securityQuestions.answered }),
      when(e.securityQuestions.lastAnsweredAt),
      '',
    ],
  ];

  return (
    <>
      <PageTitle>{t('identityEvidence.title', { login: e.login, product: e.courseTitle })}</PageTitle>
      <Anchor component={Link} to={adminPaths.enrolment.href({ id })} mb="md" display="inline-block">
        {t('identityEvidence.back')}
      </Anchor>
      <Text mb="sm">{t('identityEvidence.generated', { at: formatDateTime(e.generatedAt, lang) })}</Text>
      <Table.ScrollContainer minWidth={640}>
        <Table striped>
          <Table.Caption>{t('identityEvidence.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('identityEvidence.columns.check')}</Table.Th>
              <Table.Th scope="col">{t('identityEvidence.columns.required')}</Table.Th>
              <Table.Th scope="col">{t('identityEvidence.columns.result')}</Table.Th>
              <Table.Th scope="col">{t('identityEvidence.columns.at')}</Table.Th>
              <Table.Th scope="col">{t('identityEvidence.columns.detail')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(([check, required, res, at, detail]) => (
              <Table.Tr key={check}>
                <Table.Th scope="row">{check}</Table.Th>
                <Table.Td>{required}</Table.Td>
                <Table.Td>{res}</Table.Td>
                <Table.Td>{at}</Table.Td>
                <Table.Td>{detail}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
