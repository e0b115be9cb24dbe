import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { NodeProductRoute } from '@/features/product/public/node-product-route';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';
import { useResourceLc } from '../api/get-resource-lc';
import { useSetKeyPointsBookmark } from '../api/set-key-points-bookmark';
import { useKeyPoints } from '../api/view-key-points';
import { BookmarkToggle } from '../components/bookmark-toggle';
import { CopyrightLine } from '../components/copyright-line';
import { DownloadButton } from '../components/download-button';
import { KeyPointsList } from '../components/key-points-list';
import { ResourceBody } from '../components/resource-body';
import { ResourceBookmark } from '../components/resource-bookmark';
import { ResourceFrom } from '../components/resource-from';
import { idParam } from '../model/id-param';
import { resourceAccessErrorText } from '../model/resource-errors';
import { useOpenResource } from '../model/use-open-resource';

/**
 * productResourceExt, /lc/{nodeId}/resource-ext/{resourceId}/{isKeyPoints}?hideBookmark (001 §2): a resource,
 * or with isKeyPoints the key points of learning component nodeId, without the app's chrome.
 */
export function ResourceExtPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const nodeId = idParam(params.nodeId);
  const resourceId = idParam(params.resourceId);
  const hideBookmark = search.get('hideBookmark') === 'true';
  return (
    <NodeProductRoute nodeId={nodeId}>
      {(lpId) =>
        params.isKeyPoints === 'true' ? (
          <ExtKeyPoints lpId={lpId} lcId={nodeId} hideBookmark={hideBookmark} />
        ) : (
          <ExtResource lpId={lpId} nodeId={nodeId} resourceId={resourceId} hideBookmark={hideBookmark} />
        )
      }
    </NodeProductRoute>
  );
}

interface ExtResourceProps {
  lpId: number;
  nodeId: number;
  resourceId: number;
  hideBookmark: boolean;
}

function ExtResource({ lpId, nodeId, resourceId, hideBookmark }: ExtResourceProps) {
  const { t } = useTranslation();
  const { resource, viewFailed } = useOpenResource(lpId, resourceId);
  const lc = useResourceLc(lpId, resourceId, nodeId, resource.isSuccess);
  if (resource.isError) return <MessageAlert tone="error">{resourceAccessErrorText(resource.error)}</MessageAlert>;
  if (!resource.data) return <PageLoader />;
  const r = resource.data;
  return (
    <Stack gap="md">
      <ResourceFrom lc={lc.data} />
      {/* 001 §8: resolve errors of the learning component data show the generic HTTP error. */}
      {lc.isError && <MessageAlert tone="error">{httpErrorText(lc.error)}</MessageAlert>}
      <PageTitle>{r.title}</PageTitle>
      <Group gap="sm">
        {!hideBookmark && <ResourceBookmark lpId={lpId} resource={r} />}
        <DownloadButton resource={r} external />
      </Group>
      {viewFailed && <MessageAlert tone="error">{t('resource.errors.view')}</MessageAlert>}
      <ResourceBody resource={r} external />
      <CopyrightLine copyright={r.copyright} />
    </Stack>
  );
}

function ExtKeyPoints({ lpId, lcId, hideBookmark }: { lpId: number; lcId: number; hideBookmark: boolean }) {
  const { t } = useTranslation();
  const keyPoints = useKeyPoints(lpId, lcId);
  const bookmark = useSetKeyPointsBookmark(lpId, lcId);
  if (keyPoints.isError) return <MessageAlert tone="error">{resourceAccessErrorText(keyPoints.error)}</MessageAlert>;
  if (!keyPoints.data) return <PageLoader />;
  const k = keyPoints.data;
  return (
    <Stack gap="md">
      <ResourceFrom lc={k} />
      <PageTitle>{k.title}</PageTitle>
      {!hideBookmark && (
        <BookmarkToggle
          bookmarked={k.isBookmarked}
          offLabel={t('resource.keyPoints.bookmark')}
          onLabel={t('resource.keyPoints.bookmarked')}
          pending={bookmark.isPending}
          onToggle={(bookmarked) => bookmark.mutate(bookmarked)}
        />
      )}
      {bookmark.isError && <MessageAlert tone="error">{httpErrorText(bookmark.error)}</MessageAlert>}
      <KeyPointsList keyPoints={k.keypoints} />
    </Stack>
  );
}
