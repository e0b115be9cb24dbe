/**
 * The page parts a tour points at. The parts carry `data-tour="<name>"`; the tour finds them in the page, so
 * the course and lesson features mark their parts without importing each other or the tour's code.
 */
export const TOUR_ANCHORS = {
  progress: 'progress',
  toc: 'toc',
  bookmarks: 'bookmarks',
  support: 'support',
  slide: 'slide',
  slideProgress: 'slide-progress',
  slideNav: 'slide-nav',
  resources: 'resources',
  exit: 'exit',
} as const;

export type TourAnchor = (typeof TOUR_ANCHORS)[keyof typeof TOUR_ANCHORS];

/** Props marking an element as a tour anchor. */
export function tourAnchor(name: TourAnchor): { 'data-tour': TourAnchor } {
  return { 'data-tour': name };
}

export function findTourAnchor(name: TourAnchor): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-tour="${name}"]`);
}
