import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useLearnerProduct } from '@/features/product/public/get-learner-product';
import { NodeProductRoute } from '@/features/product/public/node-product-route';
import { paths } from '@/shared/paths';
import { AppLink } from '@/shared/ui/app-link';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';
import { CopyrightLine } from '../components/copyright-line';
import { DownloadButton } from '../components/download-button';
import { ResourceBody } from '../components/resource-body';
import { ResourceBookmark } from '../components/resource-bookmark';
import { ResourceViewSidebar } from '../components/resource-view-sidebar';
import { idParam } from '../model/id-param';
import { resourceAccessErrorText } from '../model/resource-errors';
import { useOpenResource } from '../model/use-open-resource';

/** /lc/{nodeId}/resource/{resourceId} (001 §2 "Resource view") in the learner product that holds node nodeId. */
export function ResourcePage() {
  const nodeId = idParam(useParams().nodeId);
  return <NodeProductRoute nodeId={nodeId}>{(lpId) => <ResourceView lpId={lpId} />}</NodeProductRoute>;
}

/**
 * One resource: 'All Resources' back link, bookmark toggle, Download/Print where allowed, 'Open in new tab'
 * (the chrome-less view), close, the resource, its copyright line and 'Return to view all resources'.
 */
function ResourceView({ lpId }: { lpId: number }) {
  const { t } = useTranslation();
  const params = useParams();
  const nodeId = idParam(params.nodeId);
  const resourceId = idParam(params.resourceId);
  const navigate = useNavigate();
  const location = useLocation();
  const { resource, viewFailed } = useOpenResource(lpId, resourceId);
  const product = useLearnerProduct(lpId).data;
  // Close goes back where the learner came from (a lesson, the list, a bookmark); a first page goes to the list.
  const close = () => (location.key !== 'default' ? navigate(-1) : navigate(paths.resources.href()));

  const back = <AppLink to={paths.resources.href()}>{t('resource.allResources')}</AppLink>;
  // Opened from a lesson's 'view all resources' step: the way back to that step, whose Complete Lesson waits.
  const returnTo = lessonReturnTo(location.state);
  const toLesson = returnTo ? <AppLink to={returnTo}>{t('resource.returnToLesson')}</AppLink> : null;
  if (resource.isError) {
    return (
      <Stack gap="md" align="flex-start">
        {back}
        {toLesson}
        <MessageAlert tone="error">{resourceAccessErrorText(resource.error)}</MessageAlert>
      </Stack>
    );
  }
  if (!resource.data) return <PageLoader />;
  const r = resource.data;
  const lcId = Number.isNaN(nodeId) ? r.learningComponentId : nodeId;
  return (
    <Group align="flex-start" gap="xl" wrap="wrap">
      <Stack gap="md" style={{ flex: '1 1 480px', minWidth: 0 }}>
        <Group gap="md">
          {back}
          {toLesson}
        </Group>
        {/* The course header (issue 25 item 24): which course this resource belongs to. */}
        {product && (
          <Text size="sm" fw={600} c="dimmed">
            {product.courseTitle}
          </Text>
        )}
        <PageTitle>{r.title}</PageTitle>
        <Group gap="sm">
          <ResourceBookmark lpId={lpId} resource={r} />
          <DownloadButton resource={r} external={false} />
          <Button
            component="a"
            href={paths.productResourceExt.href({ nodeId: lcId, resourceId: r.id, isKeyPoints: false })}
            target="_blank"
            rel="noopener"
            variant="default"
            size="sm"
          >
            {t('resource.actions.openInNewTab')}
          </Button>
          <Button variant="subtle" size="sm" onClick={close}>
            {t('resource.actions.close')}
          </Button>
        </Group>
        {viewFailed && <MessageAlert tone="error">{t('resource.errors.view')}</MessageAlert>}
        <ResourceBody resource={r} external={false} />
        <CopyrightLine copyright={r.copyright} />
        <Group gap="md">
          <AppLink to={paths.resources.href()}>{t('resource.returnToAll')}</AppLink>
          {toLesson}
        </Group>
      </Stack>
      <ResourceViewSidebar lpId={lpId} lcId={lcId} resourceId={r.id} />
    </Group>
  );
}

/** The lesson step a resource was opened from (router state set by lessonCompleteResources); only an lc path. */
function lessonReturnTo(state: unknown): string | null {
  const returnTo = (state as { returnTo?: unknown } | null)?.returnTo;
  return typeof returnTo === 'string' && /^\/lp\/\d+\/lc\/\d+/.test(returnTo) ? returnTo : null;
}
