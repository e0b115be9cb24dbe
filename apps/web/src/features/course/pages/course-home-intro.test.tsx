import type { LearnerProduct, ProductMeta } from '@continuum/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdentityCheckShown } from '@/features/identity/public/identity-check-open';
import { paths } from '@/shared/paths';
import { TOUR_KEYS } from '@/shared/tour/tour-seen';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { courseProgress, learnerProduct, metaNode, productMeta, productState } from '../testing/fixtures';
import { CourseHomePage } from './course-home-page';
// Loaded up front, so a tour that should not show would show within the tests' short waits.
import '@/shared/tour/guided-tour';

// Decision 0071: the welcome-to-course modal, the home tour and the classic view on the standard home.

beforeEach(() => {
  // The test setup marks every tour seen; these tests start as a learner who has seen none.
  for (const key of Object.values(TOUR_KEYS)) localStorage.removeItem(key);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const routes = [{ path: paths.productHome.path, element: <CourseHomePage /> }];

/** A course of eight units (the table of contents windows five of them) and one exam. */
const units = [3, 4, 5, 6, 7, 8, 9, 10];
const courseMeta = productMeta(1, [
  metaNode(1, 'COURSE', null, [2, ...units, 11]),
  metaNode(2, 'UNIT_INTRODUCTION', 1, [], { title: 'Course Introduction' }),
  ...units.map((id) => metaNode(id, 'UNIT', 1, [], { title: `Topic ${id}`, titlePrefix: `Unit ${id - 2}` })),
  metaNode(11, 'EXAM', 1, [], { title: 'Final Exam' }),
]);

function serve(product: LearnerProduct, meta: ProductMeta = courseMeta) {
  const posts: string[] = [];
  mockFetch((url, init) => {
    if (init.method === 'POST') {
      posts.push(url.pathname);
      return jsonResponse(200, { ok: true });
    }
    switch (url.pathname) {
      case '/api/product/7':
        return jsonResponse(200, product);
      case '/api/product/7/state':
        return jsonResponse(
          200,
          productState({
            courseNextStep: { type: 'NODE', id: 2, title: 'Course Introduction', disabled: false },
            currentNodeId: 2,
          }),
        );
      case '/api/product/7/meta':
        return jsonResponse(200, meta);
      case '/api/product/7/progress':
        return jsonResponse(200, courseProgress());
      case '/api/start-end/7':
        return jsonResponse(200, { duration: 13, startDate: '2026-03-02', endDate: '2026-03-14', expirationDate: '2026-03-14' });
      case '/api/product/7/bookmarks':
        return jsonResponse(200, []);
    }
    return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'unknown' });
  });
  return posts;
}

async function homeShown() {
  await screen.findByRole('link', { name: 'Start Course' }, { timeout: 5000 });
}

describe('welcome-to-course, then the home tour', () => {
  it('welcomes a learner not yet welcomed, records it on close, then walks the home tour and remembers it', async () => {
    const user = userEvent.setup();
    const posts = serve(learnerProduct({ welcomeSeen: false, firstName: 'Dana', accountName: 'Continuum Academy' }));
    renderRoutes(routes, '/lp/7/home');

    const welcome = await screen.findByRole('dialog', { name: 'Welcome to your course' }, { timeout: 5000 });
    expect(within(welcome).getByText('Hello Dana,')).toBeDefined();
    expect(
      within(welcome).getByText('You are enrolled in Agency Basics. Here is what to expect before you begin.'),
    ).toBeDefined();
    expect(await within(welcome).findByText('Start date: your course runs from 03/02/26.')).toBeDefined();
    expect(within(welcome).getByText(/^Exams: this course has 1 exam\./)).toBeDefined();
    expect(within(welcome).getByText(/Customer Support box .* of Continuum Academy\./)).toBeDefined();
    expect(within(welcome).getByRole('button', { name: 'Close the welcome' })).toBeDefined();
    // The tour waits behind the welcome.
    expect(screen.queryByRole('dialog', { name: 'Tour of the course home' })).toBeNull();

    await user.click(within(welcome).getByRole('button', { name: 'Get started' }));
    await waitFor(() => expect(posts).toEqual(['/api/product/7/welcome']));

    const tour = await screen.findByRole('dialog', { name: 'Tour of the course home' }, { timeout: 5000 });
    expect(within(tour).getByText('Step 1 of 4')).toBeDefined();
    expect(within(tour).getByRole('heading', { name: 'Your progress' })).toBeDefined();
    const next = within(tour).getByRole('button', { name: 'Next' });
    await waitFor(() => expect(document.activeElement).toBe(next));
    // The step's part of the page is marked while it is explained.
    expect(document.querySelector('[data-tour-current]')?.getAttribute('data-tour')).toBe('progress');
    expect(within(tour).queryByRole('button', { name: 'Back' })).toBeNull();

    await user.click(next);
    expect(within(tour).getByText('Step 2 of 4')).toBeDefined();
    expect(within(tour).getByRole('heading', { name: 'Table of Contents' })).toBeDefined();
    expect(document.querySelector('[data-tour-current]')?.getAttribute('data-tour')).toBe('toc');
    await user.click(within(tour).getByRole('button', { name: 'Back' }));
    expect(within(tour).getByText('Step 1 of 4')).toBeDefined();

    await user.keyboard('{Enter}'); // focus is on Next again
    await user.click(within(tour).getByRole('button', { name: 'Next' }));
    expect(within(tour).getByRole('heading', { name: 'Bookmarks' })).toBeDefined();
    await user.click(within(tour).getByRole('button', { name: 'Next' }));
    expect(within(tour).getByText('Step 4 of 4')).toBeDefined();
    expect(within(tour).getByRole('heading', { name: 'Customer Support' })).toBeDefined();
    expect(localStorage.getItem('detachedHomeTour')).toBeNull();

    await user.click(within(tour).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog', { name: 'Tour of the course home' })).toBeNull();
    expect(document.querySelector('[data-tour-current]')).toBeNull();
    expect(localStorage.getItem('detachedHomeTour')).toBe('true');
    expect(localStorage.getItem('detachedLessonTour_desktop')).toBeNull();
  });

  it('Escape ends the tour and marks it seen; Tab stays in the tour', async () => {
    const user = userEvent.setup();
    serve(learnerProduct());
    renderRoutes(routes, '/lp/7/home');
    const tour = await screen.findByRole('dialog', { name: 'Tour of the course home' }, { timeout: 5000 });
    await user.click(within(tour).getByRole('button', { name: 'Next' }));
    await user.tab(); // from Next (last button) back to the first: Skip tour
    expect(document.activeElement).toBe(within(tour).getByRole('button', { name: 'Skip tour' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(tour).getByRole('button', { name: 'Next' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Tour of the course home' })).toBeNull();
    expect(localStorage.getItem('detachedHomeTour')).toBe('true');
  });

  it('Skip tour ends it too', async () => {
    const user = userEvent.setup();
    serve(learnerProduct());
    renderRoutes(routes, '/lp/7/home');
    const tour = await screen.findByRole('dialog', { name: 'Tour of the course home' }, { timeout: 5000 });
    await user.click(within(tour).getByRole('button', { name: 'Skip tour' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('detachedHomeTour')).toBe('true');
  });

  it('shows no tour once it has been seen, and no welcome once welcomed (nothing is posted)', async () => {
    localStorage.setItem('detachedHomeTour', 'true');
    const posts = serve(learnerProduct({ welcomeSeen: true }));
    renderRoutes(routes, '/lp/7/home');
    await homeShown();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts).toEqual([]);
  });

  it('shows no tour for a PROCTOR_FREE product, and leaves it unseen; the welcome still shows', async () => {
    const user = userEvent.setup();
    const posts = serve(learnerProduct({ proctorType: 'PROCTOR_FREE', welcomeSeen: false }));
    renderRoutes(routes, '/lp/7/home');
    // Closing the welcome any way counts.
    await user.click(await screen.findByRole('button', { name: 'Close the welcome' }, { timeout: 5000 }));
    await waitFor(() => expect(posts).toEqual(['/api/product/7/welcome']));
    await homeShown();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog', { name: 'Tour of the course home' })).toBeNull();
    expect(localStorage.getItem('detachedHomeTour')).toBeNull();
  });
});

/** Stands for an identity check (the typing gate of the product layout) open over the page until passed. */
function IdentityCheckStandIn() {
  const [open, setOpen] = useState(true);
  useIdentityCheckShown(open);
  return open ? (
    <button type="button" onClick={() => setOpen(false)}>
      Pass the check
    </button>
  ) : null;
}

describe('identity checks come before the tour (issue 25)', () => {
  it('neither the welcome nor the tour opens while an identity check is open; both follow once it is passed', async () => {
    const user = userEvent.setup();
    serve(learnerProduct({ welcomeSeen: false }));
    renderRoutes(
      [
        {
          path: paths.productHome.path,
          element: (
            <>
              <IdentityCheckStandIn />
              <CourseHomePage />
            </>
          ),
        },
      ],
      '/lp/7/home',
    );
    await homeShown();
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pass the check' }));
    const welcome = await screen.findByRole('dialog', { name: 'Welcome to your course' }, { timeout: 5000 });
    await user.click(within(welcome).getByRole('button', { name: 'Get started' }));
    await screen.findByRole('dialog', { name: 'Tour of the course home' }, { timeout: 5000 });
  });
});

describe('classic view (000 §1)', () => {
  const unitHeadings = () => screen.queryAllByRole('heading', { level: 3, name: /^Unit \d/ }).length;

  it('lists the whole table of contents when on, remembered per login', async () => {
    const user = userEvent.setup();
    serve(learnerProduct({ login: 'dana' }));
    localStorage.setItem('detachedHomeTour', 'true');
    const first = renderRoutes(routes, '/lp/7/home');
    await homeShown();
    const toggle = screen.getByRole('button', { name: 'Classic view' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    const windowed = unitHeadings();
    expect(windowed).toBeLessThan(8);
    expect(screen.getByRole('button', { name: 'View Upcoming' })).toBeDefined();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(unitHeadings()).toBe(8);
    expect(screen.queryByRole('button', { name: 'View Upcoming' })).toBeNull();
    expect(localStorage.getItem('continuum.classicView.dana')).toBe('true');

    first.unmount();
    renderRoutes(routes, '/lp/7/home');
    await homeShown();
    expect(screen.getByRole('button', { name: 'Classic view' }).getAttribute('aria-pressed')).toBe('true');
    expect(unitHeadings()).toBe(8);
  });

  it('is not offered when the product requires the enhanced view, whatever was chosen before', async () => {
    localStorage.setItem('continuum.classicView.dana', 'true');
    localStorage.setItem('detachedHomeTour', 'true');
    serve(learnerProduct({ login: 'dana', enhancedViewRequired: true }));
    renderRoutes(routes, '/lp/7/home');
    await homeShown();
    expect(screen.queryByRole('button', { name: 'Classic view' })).toBeNull();
    expect(unitHeadings()).toBeLessThan(8);
  });
});
