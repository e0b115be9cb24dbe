import { Anchor, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/shared/ui/page-title';
import { adminPaths } from '../admin-paths';
import '@mantine/core/styles/List.css';

const LINKS = [
  ['users', adminPaths.users.href()],
  ['enrolments', adminPaths.enrolments.href()],
  ['emails', adminPaths.emailList.href()],
  ['audits', adminPaths.audits.href()],
  ['health', adminPaths.health.href()],
  ['logs', adminPaths.logs.href()],
  ['metrics', adminPaths.metrics.href()],
  ['sessions', adminPaths.adminSessions.href()],
  ['configuration', adminPaths.configuration.href()],
  ['featureFlags', adminPaths.featureFlags.href()],
  ['products', adminPaths.products.href()],
  ['docs', adminPaths.apiDocs.href()],
  ['cmsBlocks', adminPaths.cmsBlocks.href()],
  ['feedback', adminPaths.feedback.href()],
  ['surveyResults', adminPaths.surveyResults.href()],
  ['regulatorRoster', adminPaths.regulatorRoster.href()],
  ['regulatorReports', adminPaths.regulatorReports.href()],
  ['itemAnalysis', adminPaths.itemAnalysis.href()],
  ['learnerMigration', adminPaths.learnerMigration.href()],
] as const;

/** The admin portal page of 002 §2: every administration screen, with what it is for. */
export function AdminPortalPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('portal.title')}</PageTitle>
      <List spacing="sm" listStyleType="none" ml={0} pl={0}>
        {LINKS.map(([key, href]) => (
          <List.Item key={key}>
            <Anchor component={Link} to={href} fw={700}>
              {t(`portal.links.${key}.title`)}
            </Anchor>
            <Text size="sm">{t(`portal.links.${key}.text`)}</Text>
          </List.Item>
        ))}
      </List>
    </>
  );
}
