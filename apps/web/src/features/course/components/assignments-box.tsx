import '@mantine/core/styles/List.css';
import { Group, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { productAssignmentsHref } from '@/features/assignment/public/assignment-paths';
import { AssignmentStatusIcon } from '@/features/assignment/public/status-icon';
import { AppLink } from '@/shared/ui/app-link';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { useAssignmentsEnabled, useStartedAssignments } from '../api/get-assignments';
import { SidebarBox } from './sidebar-box';

/**
 * The home's assignments box (001 §2), shown only when the product has assignments (…/isenabled): the learner's
 * assignments with their status icons, 'View All Assignments', and the empty text until there are some.
 */
export function AssignmentsBox({ lpId }: { lpId: number }) {
  const { t } = useTranslation();
  const enabled = useAssignmentsEnabled(lpId).data === true;
  const list = useStartedAssignments(lpId, enabled);
  if (!enabled) return null;
  let body: React.ReactNode = null;
  if (list.isError) body = <Text size="sm">{httpErrorText(list.error)}</Text>;
  else if (list.data?.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        {t('course.assignments.boxEmpty')}
      </Text>
    );
  else if (list.data)
    body = (
      <List size="sm" spacing={4} listStyleType="none">
        {list.data.map((a) => (
          <List.Item key={a.id}>
            <Group gap={6} wrap="nowrap">
              <AssignmentStatusIcon status={a.status} />
              <Text size="sm">{a.assignmentTitle}</Text>
            </Group>
          </List.Item>
        ))}
      </List>
    );
  return (
    <SidebarBox title={t('course.assignments.title')}>
      {body}
      <AppLink to={productAssignmentsHref({ lpId })} size="sm" fw={600} mt="xs" display="inline-block">
        {t('course.assignments.viewAll')}
      </AppLink>
    </SidebarBox>
  );
}
