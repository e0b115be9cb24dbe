import { IDENTITY_CHECK_VALID_HOURS } from '@continuum/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { identityCheckEvents } from '@/features/identity/public/identity-check-events';
import { useIdentityCheckShown } from '@/features/identity/public/identity-check-open';
import { useLearnerProduct } from '@/features/product/public/get-learner-product';
import { useAccount } from '@/shared/auth/get-account';
import { loadI18nPart } from '@/shared/i18n/i18n';

const TypingPatternModal = lazy(() =>
  Promise.all([import('./typing-pattern-modal'), loadI18nPart('typingAuth')]).then(([m]) => ({ default: m.TypingPatternModal })),
);

/**
 * Passed once per browser session and learner product (decision 0090), for at most the server's window
 * (IDENTITY_CHECK_VALID_HOURS, decision 0097: past it the server answers 409 TYPING_CHECK_REQUIRED).
 */
const passedKey = (lpId: number) => `continuum.typingAuth.${lpId}`;
const VALID_MS = IDENTITY_CHECK_VALID_HOURS * 3_600_000;

function passedAlready(lpId: number): boolean {
  try {
    const at = Number(window.sessionStorage.getItem(passedKey(lpId)));
    return at > 0 && Date.now() - at < VALID_MS;
  } catch {
    return false;
  }
}

/**
 * At course entry: when the learner product requires typing authentication (authRequired, 000 §3), the
 * modal stands over the course until the learner enrols or passes; the modal's chunk loads only then.
 */
export function TypingGate({ lpId }: { lpId: number }) {
  const account = useAccount().data;
  const product = useLearnerProduct(lpId).data;
  const [passed, setPassed] = useState(() => passedAlready(lpId));
  useEffect(() => setPassed(passedAlready(lpId)), [lpId]);
  // Mid-session the server may ask again (409 TYPING_CHECK_REQUIRED: its window passed): the modal opens at once.
  useEffect(
    () =>
      identityCheckEvents.subscribe((check) => {
        if (check !== 'TYPING') return;
        try {
          window.sessionStorage.removeItem(passedKey(lpId));
        } catch {
          // Nothing was kept.
        }
        setPassed(false);
      }),
    [lpId],
  );
  // Known to be due as soon as the product is: the tours and the welcome wait from then on (issue 25).
  useIdentityCheckShown(!passed && Boolean(product?.authRequired));
  if (passed || !product?.authRequired || !account?.id) return null;
  return (
    <Suspense fallback={null}>
      <TypingPatternModal
        userId={account.id}
        lpId={lpId}
        rules={product.rules}
        onPassed={() => {
          try {
            window.sessionStorage.setItem(passedKey(lpId), String(Date.now()));
          } catch {
            // Private mode: the check runs again on the next page, which is the safe side.
          }
          setPassed(true);
          identityCheckEvents.passed('TYPING');
        }}
      />
    </Suspense>
  );
}
