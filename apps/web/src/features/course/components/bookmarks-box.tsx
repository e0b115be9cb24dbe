import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SidebarBox } from './sidebar-box';

/**
 * Bookmarked resources. Bookmarking arrives with the resources work (its calls do not exist yet), so the
 * box shows the spec's empty state.
 */
export function BookmarksBox() {
  const { t } = useTranslation();
  return (
    <SidebarBox title={t('course.sidebar.bookmarks')}>
      <Text size="sm" c="dimmed">
        {t('course.sidebar.bookmarksEmpty')}
      </Text>
    </SidebarBox>
  );
}
