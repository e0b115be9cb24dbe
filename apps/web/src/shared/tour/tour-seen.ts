import type { LearnerProduct } from '@continuum/contracts';
import { localStore } from '../storage/local-store';

/** The guided tours of 000 §2 and the localStorage key each one's seen state lives under (the spec's names). */
export const TOUR_KEYS = {
  home: 'detachedHomeTour',
  lessonMobile: 'detachedLessonTour_mobile',
  lessonDesktop: 'detachedLessonTour_desktop',
} as const;

export type TourId = keyof typeof TOUR_KEYS;

export function isTourSeen(id: TourId): boolean {
  return localStore.get(TOUR_KEYS[id]) === 'true';
}

export function markTourSeen(id: TourId): void {
  localStore.set(TOUR_KEYS[id], 'true');
}

/** 000 §2: tours are not shown for products whose proctorType is PROCTOR_FREE. */
export function toursAllowed(product: Pick<LearnerProduct, 'proctorType'>): boolean {
  return (product.proctorType ?? '').toUpperCase() !== 'PROCTOR_FREE';
}
