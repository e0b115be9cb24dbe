import type { LearnerProduct } from '@continuum/contracts';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { findTourAnchor, type TourAnchor } from './anchors';
import type { TourStep } from './guided-tour';
import { isTourSeen, markTourSeen, type TourId, toursAllowed } from './tour-seen';

// The dialog's code loads only for a learner who is about to see a tour.
const GuidedTour = lazy(() => import('./guided-tour').then((m) => ({ default: m.GuidedTour })));

interface GuidedTourOptions {
  id: TourId;
  /** The learner product (its proctorType decides whether tours show at all); undefined while loading. */
  product: Pick<LearnerProduct, 'proctorType'> | undefined;
  /** The page's parts are drawn (and nothing else, such as the welcome modal, is in front of them). */
  ready: boolean;
  /** Something that comes first stands over the page (an identity check, issue 25): no tour starts, or stays drawn. */
  blocked: boolean;
  label: string;
  steps: TourStep[];
}

/**
 * The tour of a page, shown once: when the page is ready, the tour has not been seen on this browser and the
 * product is not proctor-free (000 §2). Steps whose part is not on the page (or is empty) are left out.
 * Finishing, skipping or Escape marks it seen. Returns the element to render (null when no tour shows).
 */
export function useGuidedTour({ id, product, ready, blocked, label, steps }: GuidedTourOptions): ReactNode {
  const [shown, setShown] = useState<{ id: TourId; anchors: TourAnchor[] } | null>(null);
  // The step list is rebuilt each render (texts follow the language); only its anchors start the tour.
  const latest = useRef(steps);
  latest.current = steps;
  const allowed = product ? toursAllowed(product) : false;

  useEffect(() => {
    if (!ready || !allowed || blocked || isTourSeen(id)) return;
    const present = latest.current.filter((s) => findTourAnchor(s.anchor)?.hasChildNodes());
    if (present.length > 0) setShown({ id, anchors: present.map((s) => s.anchor) });
  }, [ready, allowed, blocked, id]);

  if (!shown || shown.id !== id || blocked) return null;
  const shownSteps = steps.filter((s) => shown.anchors.includes(s.anchor));
  const close = () => {
    markTourSeen(shown.id);
    setShown(null);
  };
  return (
    <Suspense fallback={null}>
      <GuidedTour label={label} steps={shownSteps} onClose={close} />
    </Suspense>
  );
}
