import '@mantine/core/styles/List.css';
import type { Bookmark } from '@continuum/contracts';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBookmarks } from '@/features/resource/public/get-bookmarks';
import { resourceHref } from '@/features/resource/public/resource-href';
import { paths } from '@/shared/paths';
import { AppLink } from '@/shared/ui/app-link';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { SidebarBox } from './sidebar-box';

/**
 * Bookmarked resources and key points (GET api/product/{lpId}/bookmarks, shared with the resource pages that
 * bookmark). A resource opens where the resource list opens it (a forum the external view), key points their lc page; locked ones are listed, not linked.
 */
export function BookmarksBox({ lpId }: { lpId: number }) {
  const { t } = useTranslation();
  const bookmarks = useBookmarks(lpId);
  let body: React.ReactNode = null;
  if (bookmarks.isError) body = <Text size="sm">{httpErrorText(bookmarks.error)}</Text>;
  else if (bookmarks.data?.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        {t('course.sidebar.bookmarksEmpty')}
      </Text>
    );
  else if (bookmarks.data)
    body = (
      <List size="sm" spacing={4}>
        {bookmarks.data.map((b) => (
          <List.Item key={`${b.isKeyPoints ? 'k' : 'r'}${b.id}`}>
            {b.locked ? `${b.title} (${t('course.status.locked')})` : <AppLink to={bookmarkHref(lpId, b)}>{b.title}</AppLink>}
          </List.Item>
        ))}
      </List>
    );
  return <SidebarBox title={t('course.sidebar.bookmarks')}>{body}</SidebarBox>;
}

function bookmarkHref(lpId: number, bookmark: Bookmark): string {
  if (bookmark.isKeyPoints) return paths.lc.href({ lpId, nodeId: bookmark.learningComponentId });
  // A forum (like key points) opens where it is shown, never the resource view's 'Unsupported resource type'.
  return resourceHref(bookmark);
}
