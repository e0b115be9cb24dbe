import { CourseGateError, IdentityGateError, type LearnerProduct, PHOTO_ID_REQUIRED_RULE } from '@continuum/contracts';
import { Button, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { forgetEntryPass } from '@/features/biosig/public/entry-pass';
import { identityCheckEvents } from '@/features/identity/public/identity-check-events';
import { useLearnerProduct } from '@/features/product/public/get-learner-product';
import { isApiError } from '@/shared/http/api-error';
import { paths } from '@/shared/paths';
import { AppLink } from '@/shared/ui/app-link';
import { MessageAlert } from '@/shared/ui/message-alert';
import { CourseEntryCheck } from './course-entry-check';

const GATES = new Set<string>([...Object.values(CourseGateError), ...Object.values(IdentityGateError)]);
const IDENTITY = new Set<string>(Object.values(IdentityGateError));

/**
 * The course gate a failed read ran into (409 COURSE_NOT_STARTED, COURSE_EXPIRED, PHOTO_ID_REQUIRED,
 * TYPING_CHECK_REQUIRED, BIOSIG_CHECK_REQUIRED), or null.
 */
export function courseGateOf(error: unknown): string | null {
  return isApiError(error) && error.status === 409 && GATES.has(error.code) ? error.code : null;
}

/**
 * What a node's page shows when a course gate is closed (issue 25, decision 0106): the gate and the way through it
 * (the photo-ID upload; the course home, where the start date is chosen; the identity check, which opens over the
 * page), never the content. Once an identity check passes, the page reads again (`onRetry`).
 */
export function CourseGateView({ lpId, gate, onRetry }: { lpId: number; gate: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  const product = useLearnerProduct(lpId).data;
  const identity = IDENTITY.has(gate);
  // The server asked for the signature check: a pass this browser remembers is older than the server's window, so it
  // is forgotten before the check is drawn (which opens when none is remembered).
  const [signatureReady, setSignatureReady] = useState(false);
  useEffect(() => {
    if (gate !== IdentityGateError.BIOSIG_CHECK_REQUIRED) return;
    forgetEntryPass(lpId);
    setSignatureReady(true);
  }, [gate, lpId]);
  useEffect(() => (identity && onRetry ? identityCheckEvents.subscribePassed(() => onRetry()) : undefined), [identity, onRetry]);
  return (
    <Stack align="flex-start">
      <MessageAlert tone={gate === CourseGateError.COURSE_EXPIRED ? 'warning' : 'info'} title={t(`course.gate.${gate}.title`)}>
        {t(`course.gate.${gate}.message`)}
      </MessageAlert>
      {gate === CourseGateError.PHOTO_ID_REQUIRED && (
        <Button component={Link} to={paths.photoId.href({ lpId })}>
          {t('course.gate.PHOTO_ID_REQUIRED.upload')}
        </Button>
      )}
      {identity && onRetry && (
        <Button variant="default" onClick={onRetry}>
          {t('course.gate.retry')}
        </Button>
      )}
      {signatureReady && product && <CourseEntryCheck product={product} />}
      <AppLink to={paths.productHome.href({ lpId })}>{t('course.lc.returnHome')}</AppLink>
    </Stack>
  );
}

/**
 * The photo-ID upload offered on a course home whose rule asks for it (SC_PHOTO_IDENTIFICATION_REQUIRED) until one is
 * received: every home, whatever its product type, so no learner meets the gate without the way through it.
 */
export function PhotoIdOffer({ product }: { product: LearnerProduct }) {
  const { t } = useTranslation();
  if (product.rules[PHOTO_ID_REQUIRED_RULE] !== 'yes' || product.hasSubmittedIdPhoto) return null;
  return (
    <Stack align="flex-start" mb="md">
      <MessageAlert tone="info" title={t('course.gate.PHOTO_ID_REQUIRED.title')}>
        {t('course.gate.PHOTO_ID_REQUIRED.home')}
      </MessageAlert>
      <Button component={Link} to={paths.photoId.href({ lpId: product.id })}>
        {t('course.gate.PHOTO_ID_REQUIRED.upload')}
      </Button>
    </Stack>
  );
}
