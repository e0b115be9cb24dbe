import type { Resource } from '@continuum/contracts';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { useSetResourceBookmark } from '../api/set-resource-bookmark';
import { BookmarkToggle } from './bookmark-toggle';

/** The bookmark toggle of a resource; a locked resource cannot be bookmarked (001 §4), so it has none. */
export function ResourceBookmark({ lpId, resource }: { lpId: number; resource: Resource }) {
  const { t } = useTranslation();
  const change = useSetResourceBookmark(lpId);
  if (resource.locked) return null;
  return (
    <Stack gap={4}>
      <BookmarkToggle
        bookmarked={resource.bookmarked}
        offLabel={t('resource.bookmark.off')}
        onLabel={t('resource.bookmark.on')}
        pending={change.isPending}
        onToggle={(bookmarked) => change.mutate({ lcId: resource.learningComponentId, resourceId: resource.id, bookmarked })}
      />
      {change.isError && <MessageAlert tone="error">{httpErrorText(change.error)}</MessageAlert>}
    </Stack>
  );
}
