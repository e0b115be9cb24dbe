import '@mantine/core/styles/List.css';
import type { NodeView, Resource } from '@continuum/contracts';
import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useResources } from '@/features/resource/public/get-resources';
import { paths } from '@/shared/paths';
import { AppLink } from '@/shared/ui/app-link';
import { SidebarBox } from './sidebar-box';

/**
 * The resources of a node and the nodes under it ('Lesson Resources', 'Unit Resources', 'TOPIC RESOURCES';
 * 001 §2), from the product's resources list, with 'View All Resources'. Locked ones are listed, not linked.
 */
export function NodeResourcesBox({ lpId, title, node }: { lpId: number; title: string; node: NodeView }) {
  const { t } = useTranslation();
  const ids = new Set<number>();
  const collect = (n: NodeView) => {
    ids.add(n.id);
    for (const c of n.children) collect(c);
  };
  collect(node);
  const shown = (useResources(lpId).data?.groups ?? []).flatMap((g) => g.resources).filter((r) => ids.has(r.learningComponentId));
  return (
    <SidebarBox title={title}>
      <Stack gap="xs">
        {shown.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('course.lc.resourcesEmpty')}
          </Text>
        ) : (
          <List size="sm" spacing={4}>
            {shown.map((r) => (
              <List.Item key={r.id}>
                {r.locked ? `${r.title} (${t('course.status.locked')})` : <AppLink to={resourceHref(r)}>{r.title}</AppLink>}
              </List.Item>
            ))}
          </List>
        )}
        <AppLink to={paths.resources.href()} size="sm">
          {t('course.sidebar.viewAllResources')}
        </AppLink>
      </Stack>
    </SidebarBox>
  );
}

/** FORUM and KEY_POINTS resources open in the external view only (001 §2). */
function resourceHref(r: Resource): string {
  const params = { nodeId: r.learningComponentId, resourceId: r.id };
  return r.type === 'FORUM' || r.type === 'KEY_POINTS'
    ? paths.productResourceExt.href({ ...params, isKeyPoints: false })
    : paths.resource.href(params);
}
