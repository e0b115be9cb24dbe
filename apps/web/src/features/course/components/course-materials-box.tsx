import type { ProductMeta, ProductState } from '@continuum/contracts';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fullTitle } from '../model/course-tree';
import { SidebarBox } from './sidebar-box';

/** Course materials (handbooks of the product state), each named by its learning component; locked ones say so. */
export function CourseMaterialsBox({ handbooks, meta }: { handbooks: ProductState['handbooksData']; meta?: ProductMeta }) {
  const { t } = useTranslation();
  const title = (id: number) => {
    const node = meta?.nodes.find((n) => n.id === id);
    return node ? fullTitle(node) : String(id);
  };
  return (
    <SidebarBox title={t('course.sidebar.materials')}>
      {handbooks.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('course.sidebar.materialsEmpty')}
        </Text>
      ) : (
        <List size="sm" spacing={4}>
          {handbooks.map((h) => (
            <List.Item key={h.learningComponentId}>
              {title(h.learningComponentId)}
              {h.locked && ` (${t('course.status.locked')})`}
            </List.Item>
          ))}
        </List>
      )}
    </SidebarBox>
  );
}
