import type { LcReply } from '@continuum/contracts';
import { Text } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useNodeView } from '@/features/course/public/node-views';
import { useLearnerProduct } from '@/features/product/public/get-learner-product';
import { useSeatTimeNode } from '@/features/seat-time/public/use-seat-time-node';
import { hasStatus } from '@/shared/http/api-error';
import { paths } from '@/shared/paths';
import { setCurrentProductId } from '@/shared/storage/current-product';
import { AppLink } from '@/shared/ui/app-link';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageLoader } from '@/shared/ui/page-loader';
import { useLcPage } from '../api/get-lc-page';
import { idParam } from '../api/keys';
import { CourseEntryCheck } from '../components/course-entry-check';
import { CourseGateView, courseGateOf } from '../components/course-gate-view';
import { CourseLayout } from '../components/course-layout';
import { CourseSidebar, type SidebarVariant } from '../components/course-sidebar';
import { GenericNodeView } from '../components/generic-node-view';
import { IntroView } from '../components/intro-view';
import { LcBreadcrumbs } from '../components/lc-breadcrumbs';
import { LockedView } from '../components/locked-view';
import { TopicView } from '../components/topic-view';
import { UnitView } from '../components/unit-view';
import { useStartNodeOnce } from '../components/use-start-node-once';
import { type LcView, lcViewFor } from '../model/lc-types';

/**
 * /lp/:lpId/lc/:nodeId (lc): the page of one node, by its type (001 §2): unit or section, intro, topic, or
 * the generic node page; the product's root and the types without a page go home. Every page has
 * breadcrumbs; a locked node shows only that it is locked; a closed course gate (no start date yet, the photo ID)
 * shows the gate, never the content (issue 25).
 */
export function LcPage() {
  const { t } = useTranslation();
  const params = useParams();
  const lpId = idParam(params.lpId);
  const nodeId = idParam(params.nodeId);
  const [search] = useSearchParams();
  const step = search.get('step') ?? undefined;
  const lc = useLcPage(lpId, nodeId, step);

  if (Number.isNaN(lpId) || Number.isNaN(nodeId) || hasStatus(lc.error, 404)) {
    return (
      <>
        <Text mb="md">{t('course.lc.notFound')}</Text>
        <AppLink to={Number.isNaN(lpId) ? paths.productSelector.href() : paths.productHome.href({ lpId })}>
          {t('course.lc.returnHome')}
        </AppLink>
      </>
    );
  }
  const gate = courseGateOf(lc.error);
  if (gate) return <CourseGateView lpId={lpId} gate={gate} onRetry={() => void lc.refetch()} />;
  if (lc.isError) {
    return (
      <MessageAlert tone="error" title={t('course.lc.error')}>
        {httpErrorText(lc.error)}
      </MessageAlert>
    );
  }
  if (!lc.data) return <PageLoader />;
  const view: LcView = lc.data.isRoot ? 'home' : lcViewFor(lc.data.node.type, step);
  if (view === 'home') return <Navigate to={paths.productHome.href({ lpId })} replace />;
  return <LcContent lpId={lpId} reply={lc.data} view={view} />;
}

function LcContent({ lpId, reply, view }: { lpId: number; reply: LcReply; view: Exclude<LcView, 'home'> }) {
  const product = useLearnerProduct(lpId).data;
  // The resources, glossary and site-asset routes carry no product id: they follow the product last opened,
  // so a deep link into a node makes its product the current one too.
  useEffect(() => {
    if (product) setCurrentProductId(product.id);
  }, [product]);
  const { node } = reply;
  // The unit intro step shows the unit's introduction (its first child) on the unit's address.
  const introNode =
    view === 'intro' && node.type !== 'UNIT_INTRODUCTION'
      ? (node.children.find((c) => c.type === 'UNIT_INTRODUCTION') ?? node)
      : node;
  const shown = view === 'intro' ? introNode : node;
  // A node type another feature draws (lessons, ...), registered by the app (features/course/public/node-views).
  const RegisteredView = useNodeView(node.type);
  useStartNodeOnce(lpId, shown);
  // Seat time counts against the node shown; leaving it sends the lesson audit (000 §7).
  useSeatTimeNode(lpId, shown, { lessonAudit: true });

  // A final exam is closed-book: no course materials beside its questions (issue 25 item 33, decision 0116).
  const closedBook = node.type === 'EXAM' && node.metadata.EXAM_TYPE === 'FINAL';
  const variant: SidebarVariant = closedBook
    ? 'closedBook'
    : view === 'unit'
      ? 'unit'
      : view === 'topic'
        ? 'topic'
        : product?.type === 'EXAM_PREP'
          ? 'examPrep'
          : 'standard';
  let body: React.ReactNode;
  if (RegisteredView)
    body = (
      <Suspense fallback={<PageLoader />}>
        <RegisteredView lpId={lpId} reply={reply} product={product} />
      </Suspense>
    );
  else if (node.locked || (view === 'intro' && introNode.locked))
    body = <LockedView lpId={lpId} node={view === 'intro' ? introNode : node} />;
  else if (view === 'unit') body = <UnitView lpId={lpId} reply={reply} product={product} />;
  else if (view === 'intro') body = <IntroView lpId={lpId} node={introNode} />;
  else if (view === 'topic') body = <TopicView lpId={lpId} reply={reply} />;
  else body = <GenericNodeView lpId={lpId} reply={reply} product={product} />;

  return (
    <CourseLayout sidebar={<CourseSidebar lpId={lpId} variant={variant} nodeId={node.id} />}>
      <LcBreadcrumbs lpId={lpId} reply={reply} />
      {product && <CourseEntryCheck product={product} />}
      {body}
    </CourseLayout>
  );
}
