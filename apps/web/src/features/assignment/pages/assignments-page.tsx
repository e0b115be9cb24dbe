import '@mantine/core/styles/Paper.css';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '@/shared/paths';
import { AppLink } from '@/shared/ui/app-link';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useAllAssignments } from '../api/get-all-assignments';
import { AssignmentItem } from '../components/assignment-item';

/**
 * The assignments page, /lp/{id}/assignments (001 §2 productAssignments): the student's name, then the
 * containers with assignments in id order, each titled from titlePrefix and title, each assignment expandable
 * with its thread and a response box. Back goes to the product home.
 */
export function AssignmentsPage() {
  const { t } = useTranslation();
  const lpId = Number(useParams().lpId);
  const all = useAllAssignments(lpId);
  const back = (
    <AppLink to={paths.productHome.href({ lpId })} fw={600}>
      {t('course.assignments.back')}
    </AppLink>
  );

  let body: React.ReactNode;
  if (all.isError) body = <QueryErrorAlert error={all.error} onRetry={() => all.refetch()} />;
  else if (!all.data) body = <PageLoader />;
  else if (all.data.containers.length === 0) body = <Text>{t('course.assignments.pageEmpty')}</Text>;
  else {
    const { studentName, containers } = all.data;
    body = (
      <>
        <Text fw={600}>{studentName}</Text>
        {containers.map((c) => (
          <Paper key={c.id} component="section" withBorder p="md" radius="md" aria-labelledby={`assignments-${c.id}`}>
            <Title order={2} size="h4" id={`assignments-${c.id}`} mb="sm">
              {c.titlePrefix ? `${c.titlePrefix}: ${c.title}` : c.title}
            </Title>
            <Stack component="ul" gap="md" p={0} m={0}>
              {c.assignments.map((a) => (
                <AssignmentItem key={a.id} lpId={lpId} assignment={a} studentName={studentName} />
              ))}
            </Stack>
          </Paper>
        ))}
      </>
    );
  }

  return (
    <Stack gap="md" p="md" maw={960} mx="auto">
      {back}
      <PageTitle>{t('course.assignments.pageTitle')}</PageTitle>
      {body}
    </Stack>
  );
}
