import type { LearnerProduct } from '@continuum/contracts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { forgetEntryPass, hasEntryPass, rememberEntryPass } from '@/features/biosig/public/entry-pass';
import { LazyBiosigCheck } from '@/features/biosig/public/lazy-biosig-check';
import { identityCheckEvents } from '@/features/identity/public/identity-check-events';
import { useIdentityCheckShown } from '@/features/identity/public/identity-check-open';
import { paths } from '@/shared/paths';

/** Whether entering this course asks for the signature check now (biosigRequired, not yet passed this session). */
export const needsEntryCheck = (product: Pick<LearnerProduct, 'id' | 'biosigRequired'>) =>
  product.biosigRequired && !hasEntryPass(product.id);

/**
 * The signature check at course entry (000 §1; decision 0091), on whichever course page the learner enters by:
 * a pass is remembered for the browser session, and forgotten when the server asks again (409
 * BIOSIG_CHECK_REQUIRED); a failure logs out (000 §4).
 */
export function CourseEntryCheck({ product, onPassed }: { product: LearnerProduct; onPassed?: () => void }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(() => needsEntryCheck(product));
  // Mid-session the server may ask again (its window passed): the check opens over the page at once.
  useEffect(
    () =>
      identityCheckEvents.subscribe((check) => {
        if (check !== 'BIOSIG' || !product.biosigRequired) return;
        forgetEntryPass(product.id);
        setOpen(true);
      }),
    [product.id, product.biosigRequired],
  );
  useIdentityCheckShown(open);
  if (!open) return null;
  return (
    <LazyBiosigCheck
      lpId={product.id}
      onPassed={() => {
        rememberEntryPass(product.id);
        setOpen(false);
        identityCheckEvents.passed('BIOSIG');
        onPassed?.();
      }}
      onFailed={() => navigate(paths.logout.href())}
    />
  );
}
