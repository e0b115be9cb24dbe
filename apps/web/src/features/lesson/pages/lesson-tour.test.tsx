import type { LearnerProduct } from '@continuum/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/shared/paths';
import { TOUR_KEYS } from '@/shared/tour/tour-seen';
import { renderRoutes } from '@/test/render';
import { lcReply, lessonNode, lessonReply, slide } from '../components/testing/fixtures';
import { serveLesson } from '../components/testing/serve-lesson';
import { LessonView } from './lesson-view';
// Loaded up front, so a tour that should not show would show within the tests' short waits.
import '@/shared/tour/guided-tour';

// The lesson tour of 000 §2 (decision 0071): desktop and mobile variants, each remembered on its own key.

beforeEach(() => {
  for (const key of Object.values(TOUR_KEYS)) localStorage.removeItem(key);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The product fields the lesson page reads (the rest do not matter to it). */
const product = (proctorType: string | null) =>
  ({ id: 7, proctorType, devShowLessonSkip: false, rules: {} }) as unknown as LearnerProduct;

function renderLessonOf(p: LearnerProduct) {
  serveLesson({ lesson: lessonReply([slide('CONTENT', 'read', { title: 'Why duties matter', content: '<p>Duties.</p>' })]) });
  return renderRoutes(
    [
      { path: paths.lc.path, element: <LessonView lpId={7} reply={lcReply(lessonNode())} product={p} /> },
      { path: paths.productHome.path, element: <h1>Course home</h1> },
    ],
    '/lp/7/lc/5',
  );
}

/** Device-size screens (000 §9) answer the media query. */
function deviceSize() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

async function walk(expected: string[]) {
  const user = userEvent.setup();
  const tour = await screen.findByRole('dialog', { name: 'Tour of the lesson page' }, { timeout: 5000 });
  for (const [i, title] of expected.entries()) {
    expect(within(tour).getByText(`Step ${i + 1} of ${expected.length}`)).toBeDefined();
    expect(within(tour).getByRole('heading', { name: title })).toBeDefined();
    await user.click(within(tour).getByRole('button', { name: i === expected.length - 1 ? 'Done' : 'Next' }));
  }
  expect(screen.queryByRole('dialog', { name: 'Tour of the lesson page' })).toBeNull();
}

describe('lesson tour', () => {
  it('desktop: slide, progress, Previous/Next and the exit link, then remembered as the desktop tour', async () => {
    renderLessonOf(product('REMOTE'));
    await walk(['The slide', 'Lesson progress', 'Previous and Next', 'Exit lesson']);
    expect(localStorage.getItem('detachedLessonTour_desktop')).toBe('true');
    expect(localStorage.getItem('detachedLessonTour_mobile')).toBeNull();
    expect(localStorage.getItem('detachedHomeTour')).toBeNull();
  });

  it('mobile: ends on the lesson menu, remembered as the mobile tour only', async () => {
    deviceSize();
    renderLessonOf(product(null));
    await walk(['The slide', 'Lesson progress', 'Previous and Next', 'Lesson menu']);
    expect(localStorage.getItem('detachedLessonTour_mobile')).toBe('true');
    expect(localStorage.getItem('detachedLessonTour_desktop')).toBeNull();
  });

  it('is not shown again once seen, nor for a PROCTOR_FREE product', async () => {
    localStorage.setItem('detachedLessonTour_desktop', 'true');
    const seen = renderLessonOf(product(null));
    await screen.findByRole('heading', { level: 2, name: 'Why duties matter' }, { timeout: 5000 });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    seen.unmount();

    localStorage.removeItem('detachedLessonTour_desktop');
    renderLessonOf(product('proctor_free'));
    await screen.findByRole('heading', { level: 2, name: 'Why duties matter' }, { timeout: 5000 });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('detachedLessonTour_desktop')).toBeNull();
  });
});
