import type { LearnerProduct, ProductMeta, ProductState } from '@continuum/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seatTimeStore } from '@/features/seat-time/public/seat-time-store';
import { paths } from '@/shared/paths';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { courseProgress, learnerProduct, metaNode, productMeta, productState } from '../testing/fixtures';
import { CourseHomePage } from './course-home-page';

afterEach(() => {
  vi.restoreAllMocks();
});

const routes = [{ path: paths.productHome.path, element: <CourseHomePage /> }];

const courseMeta = productMeta(1, [
  metaNode(1, 'COURSE', null, [2, 3]),
  metaNode(2, 'UNIT_INTRODUCTION', 1, [], { title: 'Course Introduction' }),
  metaNode(3, 'UNIT', 1, [4], { title: 'Agency', titlePrefix: 'Unit 1' }),
  metaNode(4, 'LESSON', 3, [], { title: 'Lesson one', metadata: { ONLINE_INSTRUCTOR_NEEDED: 'yes' } }),
]);

function serve(product: LearnerProduct, state: ProductState, meta: ProductMeta = courseMeta) {
  mockFetch((url) => {
    switch (url.pathname) {
      case '/api/product/7':
        return jsonResponse(200, product);
      case '/api/product/7/state':
        return jsonResponse(200, state);
      case '/api/product/7/meta':
        return jsonResponse(200, meta);
      case '/api/product/7/progress':
        return jsonResponse(200, courseProgress());
      case '/api/start-end/7':
        return jsonResponse(200, { duration: 13, startDate: null, endDate: null, expirationDate: null });
      case '/api/product/7/bookmarks':
        return jsonResponse(200, []);
    }
    return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'unknown' });
  });
}

const status = { '1': 'AVAILABLE', '2': 'AVAILABLE', '3': 'LOCKED', '4': 'LOCKED' } as const;

describe('CourseHomePage (standard home)', () => {
  it("offers 'Start Course' before any progress, with the table of contents and the sidebar; seat time on the root", async () => {
    serve(
      learnerProduct({
        siteAssets: {
          ...learnerProduct().siteAssets,
          studyPlanLabel: 'Syllabus',
          studyPlanAssets: [{ label: 'The plan', type: 'PDF', url: 'p.pdf' }],
        },
      }),
      productState({
        courseNextStep: { type: 'NODE', id: 2, title: 'Course Introduction', disabled: false },
        currentNodeId: 2,
        componentStatusMap: status,
      }),
    );
    renderRoutes(routes, '/lp/7/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Agency Basics' })).toBeDefined();
    expect((await screen.findByRole('link', { name: 'Start Course' })).getAttribute('href')).toBe('/lp/7/lc/2');
    expect(screen.getByRole('heading', { name: 'Unit 1: Agency, Locked' })).toBeDefined();
    expect(screen.getByText('Instructor required')).toBeDefined();
    expect(screen.getByText('No course materials available at this time')).toBeDefined();
    expect(await screen.findByText('Bookmarked resources appear here when available')).toBeDefined();
    expect(screen.getByRole('link', { name: '1-800-555-0142' }).getAttribute('href')).toBe('tel:1-800-555-0142');
    expect(screen.getByText('Syllabus')).toBeDefined();
    expect(screen.getByText('The plan')).toBeDefined();
    expect(screen.queryByText('Study Tips')).toBeNull();
    expect(screen.getByText('Live Chat (offline)')).toBeDefined();
    expect(screen.getByRole('tooltip').textContent).toBe('Live Chat is currently unavailable.');
    // The support forms (000 §2; decision 0083): contact us and feedback in the support box, e-mail in the instructor panel.
    expect(screen.getByRole('button', { name: 'Contact us' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Submit feedback' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'E-mail instructor' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Exit Course' }).getAttribute('href')).toBe('/product-selector');
    // Seat time on the home counts against the product's root node; it is not an lc page (no lesson audit).
    expect(seatTimeStore.declared()).toEqual({ lpId: 7, id: 1, title: 'COURSE 1', lessonAudit: false });
  });

  it("says 'Continue Course' once started, and shows the select-from-index notice", async () => {
    serve(
      learnerProduct(),
      productState({
        courseNextStep: { type: 'NODE', id: 4, title: 'Lesson one', disabled: false },
        courseStarted: true,
        currentNodeId: 4,
        componentStatusMap: { ...status, '2': 'COMPLETE', '3': 'AVAILABLE', '4': 'AVAILABLE' },
      }),
    );
    renderRoutes(routes, '/lp/7/home?errorMessage=selectFromIndex');
    expect(await screen.findByRole('link', { name: 'Continue Course' })).toBeDefined();
    expect(screen.getByText('Please select where to continue from the index below.')).toBeDefined();
  });

  it("START_DATE: 'Select Start Date' opens the start-date modal and the course message is translated", async () => {
    serve(
      learnerProduct({ startDateRequired: true }),
      productState({
        courseNextStep: { type: 'START_DATE', id: null, title: null, disabled: false },
        courseMessage: { key: 'selectStartDate', values: {} },
        componentStatusMap: status,
      }),
    );
    renderRoutes(routes, '/lp/7/home');
    expect(await screen.findByText('Welcome! Select your start date to begin the course.')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Select Start Date' }));
    expect(await screen.findByRole('dialog', { name: 'Select Start Date' })).toBeDefined();
  });

  it('shows no button for the steps of later flows (PURCHASE) and a disabled one when the step is disabled', async () => {
    serve(
      learnerProduct(),
      productState({ courseNextStep: { type: 'PURCHASE', id: null, title: null, disabled: false }, componentStatusMap: status }),
    );
    const { unmount } = renderRoutes(routes, '/lp/7/home');
    await screen.findByRole('heading', { name: 'Table of Contents' });
    expect(screen.queryByRole('button', { name: /Course|Start Date/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Start Course|Continue Course/ })).toBeNull();
    unmount();
    vi.restoreAllMocks();

    serve(
      learnerProduct(),
      productState({
        courseNextStep: { type: 'NODE', id: 2, title: 'Course Introduction', disabled: true },
        courseMessage: { key: 'pendingStart', values: { date: '2030-01-10' } },
        componentStatusMap: status,
      }),
    );
    renderRoutes(routes, '/lp/7/home');
    expect(await screen.findByText('Your course starts on 01/10/30. You can open it from that day.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Start Course' })).toHaveProperty('disabled', true);
  });

  it('EXAM_PREP: the exam-prep home with gauges and topic cards', async () => {
    const meta = productMeta(29, [
      metaNode(29, 'COURSE', null, [30, 33], { metadata: { PROGRESSION: 'PROGRESS_OPEN_ALL' } }),
      metaNode(30, 'GAUGE_CONTAINER', 29, [31], { title: 'Your Readiness', metadata: { DESKTOP_ALIGNMENT: 'RIGHT' } }),
      metaNode(31, 'EXAM_GAUGE', 30, [], { title: 'National Portion', metadata: { RED_LIMIT: '60', YELLOW_LIMIT: '80' } }),
      metaNode(33, 'TOPICS', 29, [34, 62], { title: 'Study Topics' }),
      metaNode(34, 'TOPIC', 33, [], { title: 'Property Ownership', metadata: { TOPIC_ICON: 'home', TOPIC_COLOR: '#4A7FB5' } }),
      metaNode(62, 'TOPIC', 33, [], { title: 'Valuation' }),
    ]);
    serve(
      learnerProduct({ type: 'EXAM_PREP' }),
      productState({
        componentStatusMap: {
          '29': 'IN_PROGRESS',
          '30': 'AVAILABLE',
          '31': 'AVAILABLE',
          '33': 'IN_PROGRESS',
          '34': 'IN_PROGRESS',
          '62': 'AVAILABLE',
        },
        derivedDataMap: {
          '31': { PERCENT_COMPLETE: '72', EXAM_ATTEMPT_COUNT: '2' },
          '34': { PERCENT_COMPLETE: '25' },
          '62': { PERCENT_COMPLETE: '0' },
        },
      }),
      meta,
    );
    renderRoutes(routes, '/lp/7/home');
    expect(await screen.findByRole('heading', { name: 'Your Readiness' })).toBeDefined();
    expect(screen.getByRole('img', { name: 'National Portion: your score is 72% (getting close)' })).toBeDefined();
    expect(screen.getByText('2 attempts')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Property Ownership, In progress' }).getAttribute('href')).toBe('/lp/7/lc/34');
    expect(screen.getByText('25%')).toBeDefined();
    expect(screen.getByText('--%')).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Table of Contents' })).toBeNull();
  });

  it("a product that is not the user's: the spec's unknown-product error (001 §8)", async () => {
    mockFetch(() => jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'learner product not found' }));
    renderRoutes(routes, '/lp/7/home');
    expect(await screen.findByRole('heading', { name: 'Error...' })).toBeDefined();
    expect(screen.getByText('Error: Product to display is not known...')).toBeDefined();
  });
});

describe('CourseHomePage instructor e-mail (issue 25 item 24)', () => {
  it('sends the current node as the learningComponentId', async () => {
    const posts: Record<string, unknown>[] = [];
    mockFetch((url, init) => {
      if (url.pathname.startsWith('/i18n/')) return jsonResponse(200, {});
      if (init.method === 'POST' && url.pathname === '/api/support/instructor/email') {
        posts.push(JSON.parse(String(init.body)));
        return jsonResponse(200, { sent: 1 });
      }
      switch (url.pathname) {
        case '/api/account':
          return jsonResponse(200, {
            login: 'ann',
            email: 'ann@example.test',
            firstName: 'Ann',
            lastName: 'Lee',
            authorities: [],
          });
        case '/api/product/7':
          return jsonResponse(200, learnerProduct());
        case '/api/product/7/state':
          return jsonResponse(
            200,
            productState({
              courseNextStep: { type: 'NODE', id: 4, title: 'Lesson one', disabled: false },
              currentNodeId: 4,
              componentStatusMap: status,
            }),
          );
        case '/api/product/7/meta':
          return jsonResponse(200, courseMeta);
        case '/api/product/7/progress':
          return jsonResponse(200, courseProgress());
      }
      return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'unknown' });
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/lp/7/home');
    await user.click(await screen.findByRole('button', { name: 'E-mail instructor' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail Your Instructor' });
    await waitFor(() =>
      expect((within(dialog).getByRole('textbox', { name: /E-mail address/ }) as HTMLInputElement).value).toBe(
        'ann@example.test',
      ),
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Comments/ }), 'A question');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ learnerProductId: 7, learningComponentId: 4 });
  });
});
