import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NodeBanners } from '@/features/course/public/node-banners';
import type { NodeViewProps } from '@/features/course/public/node-views';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';
import { useSetKeyPointsBookmark } from '../api/set-key-points-bookmark';
import { useKeyPoints } from '../api/view-key-points';
import { BookmarkToggle } from '../components/bookmark-toggle';
import { KeyPointsList } from '../components/key-points-list';
import { resourceAccessErrorText } from '../model/resource-errors';
import { fullTitle } from '../model/titles';

interface KeyPointsViewProps extends NodeViewProps {
  /** The way on (completing the node is the course's business, so the app hands its button in). */
  continueAction?: ReactNode;
}

/**
 * Key points page (001 §2), the lc page of a KEY_POINTS node: title, the key points or 'There are no Key
 * Points!', 'Bookmark this key points' / 'Bookmarked!', and Continue. Opening it records the view.
 */
export function KeyPointsView({ lpId, reply, continueAction }: KeyPointsViewProps) {
  const { t } = useTranslation();
  const { node } = reply;
  const keyPoints = useKeyPoints(lpId, node.id, !node.locked);
  const bookmark = useSetKeyPointsBookmark(lpId, node.id);
  const title = <PageTitle>{fullTitle(node)}</PageTitle>;
  if (node.locked) {
    return (
      <Stack gap="md">
        {title}
        <Text>{t('resource.keyPoints.locked')}</Text>
      </Stack>
    );
  }
  let body: ReactNode;
  if (keyPoints.isError) body = <MessageAlert tone="error">{resourceAccessErrorText(keyPoints.error)}</MessageAlert>;
  else if (!keyPoints.data) body = <PageLoader />;
  else {
    const k = keyPoints.data;
    body = (
      <>
        <div>
          <BookmarkToggle
            bookmarked={k.isBookmarked}
            offLabel={t('resource.keyPoints.bookmark')}
            onLabel={t('resource.keyPoints.bookmarked')}
            pending={bookmark.isPending}
            onToggle={(bookmarked) => bookmark.mutate(bookmarked)}
          />
        </div>
        {bookmark.isError && <MessageAlert tone="error">{httpErrorText(bookmark.error)}</MessageAlert>}
        <KeyPointsList keyPoints={k.keypoints} />
        {continueAction}
      </>
    );
  }
  return (
    <Stack gap="md">
      {title}
      <NodeBanners node={node} />
      {body}
    </Stack>
  );
}
