import { Text } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLearnerProduct } from '@/features/product/public/get-learner-product';
import { useSeatTimeNode } from '@/features/seat-time/public/use-seat-time-node';
import { hasStatus } from '@/shared/http/api-error';
import { paths } from '@/shared/paths';
import { SHOWS_FAILURE } from '@/shared/query/meta';
import { clearCurrentProductId, getCurrentProductId, setCurrentProductId } from '@/shared/storage/current-product';
import { AppLink } from '@/shared/ui/app-link';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';
import { useProductMeta } from '../api/get-product-meta';
import { idParam } from '../api/keys';

// Each home layout is its own chunk: a learner only ever loads the one of their product type.
const StandardHome = lazy(() => import('../components/standard-home').then((m) => ({ default: m.StandardHome })));
const ExamPrepHome = lazy(() => import('../components/exam-prep-home').then((m) => ({ default: m.ExamPrepHome })));

/**
 * /lp/:lpId/home (productHome): the standard home for COURSE and PROGRAM products, the exam-prep home for
 * EXAM_PREP. Opening a product makes it the current one that home (/) returns to.
 */
export function CourseHomePage() {
  const { t } = useTranslation();
  const lpId = idParam(useParams().lpId);
  const product = useLearnerProduct(lpId, SHOWS_FAILURE);
  const notFound = Number.isNaN(lpId) || hasStatus(product.error, 404);
  // Seat time on the home counts against the product's root node (000 §7).
  const meta = useProductMeta(lpId).data;
  const root = meta?.nodes.find((n) => n.id === meta.rootId);
  useSeatTimeNode(lpId, product.data && meta ? { id: meta.rootId, title: root?.title ?? product.data.courseTitle } : null, {
    lessonAudit: false,
  });

  useEffect(() => {
    // A product gone is forgotten, so home (/) stops returning to it.
    if (product.data) setCurrentProductId(product.data.id);
    else if (notFound && getCurrentProductId() === lpId) clearCurrentProductId();
  }, [product.data, notFound, lpId]);

  if (notFound) {
    return (
      <>
        <PageTitle>{t('course.home.notFound.title')}</PageTitle>
        <Text mb="md">{t('course.home.notFound.message')}</Text>
        <AppLink to={paths.productSelector.href()}>{t('course.home.chooseProduct')}</AppLink>
      </>
    );
  }
  if (product.isError) {
    return (
      <MessageAlert tone="error" title={t('course.home.error')}>
        {httpErrorText(product.error)}
      </MessageAlert>
    );
  }
  if (!product.data) return <PageLoader />;
  return (
    <>
      <Text size="sm" c="dimmed" tt="uppercase" fw={600}>
        {t('course.home.eyebrow')}
      </Text>
      <PageTitle>{product.data.courseTitle}</PageTitle>
      <Suspense fallback={<PageLoader />}>
        {product.data.type === 'EXAM_PREP' ? <ExamPrepHome product={product.data} /> : <StandardHome product={product.data} />}
      </Suspense>
    </>
  );
}
