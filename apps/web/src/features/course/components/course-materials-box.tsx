import '@mantine/core/styles/List.css';
import type { ProductMeta, ProductState } from '@continuum/contracts';
import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useResources } from '@/features/resource/public/get-resources';
import { paths } from '@/shared/paths';
import { AppLink } from '@/shared/ui/app-link';
import { fullTitle } from '../model/course-tree';
import { SidebarBox } from './sidebar-box';

interface CourseMaterialsBoxProps {
  lpId: number;
  handbooks: ProductState['handbooksData'];
  meta?: ProductMeta;
}

/**
 * Course materials (handbooks), each opening its resource view once unlocked, and 'View All Resources'
 * (001 §2). Until the resources list arrives (or if it fails) the product state's handbooks are listed by
 * their learning component, unlinked.
 */
export function CourseMaterialsBox({ lpId, handbooks, meta }: CourseMaterialsBoxProps) {
  const { t } = useTranslation();
  const resources = useResources(lpId).data;
  const locked = ` (${t('course.status.locked')})`;
  const title = (id: number) => {
    const node = meta?.nodes.find((n) => n.id === id);
    return node ? fullTitle(node) : String(id);
  };
  let list: React.ReactNode;
  if (resources && resources.handbooks.length > 0) {
    list = (
      <List size="sm" spacing={4}>
        {resources.handbooks.map((h) => (
          <List.Item key={h.id}>
            {h.locked ? (
              `${h.title}${locked}`
            ) : (
              <AppLink to={paths.resource.href({ nodeId: h.learningComponentId, resourceId: h.id })}>{h.title}</AppLink>
            )}
          </List.Item>
        ))}
      </List>
    );
  } else if (!resources && handbooks.length > 0) {
    list = (
      <List size="sm" spacing={4}>
        {handbooks.map((h) => (
          <List.Item key={h.learningComponentId}>
            {title(h.learningComponentId)}
            {h.locked && locked}
          </List.Item>
        ))}
      </List>
    );
  } else {
    list = (
      <Text size="sm" c="dimmed">
        {t('course.sidebar.materialsEmpty')}
      </Text>
    );
  }
  return (
    <SidebarBox title={t('course.sidebar.materials')}>
      <Stack gap="xs">
        {list}
        <AppLink to={paths.resources.href()} size="sm">
          {t('course.sidebar.viewAllResources')}
        </AppLink>
      </Stack>
    </SidebarBox>
  );
}
