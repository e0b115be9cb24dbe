import type { LcReply } from '@continuum/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { identityCheckEvents } from '@/features/identity/public/identity-check-events';
import { seatTimeStore } from '@/features/seat-time/public/seat-time-store';
import { paths } from '@/shared/paths';
import { getCurrentProductId } from '@/shared/storage/current-product';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { courseProgress, lcReply, learnerProduct, metaNode, nodeView, productMeta, productState } from '../testing/fixtures';
import { LcPage } from './lc-page';

afterEach(() => {
  vi.restoreAllMocks();
});

const routes = [
  { path: paths.lc.path, element: <LcPage /> },
  { path: paths.productHome.path, element: <h1>Course home</h1> },
];

/** Serves the course calls for learner product 7; `pages` maps a node id to its lc reply. */
function serve(pages: Record<number, LcReply>, progressionReply: unknown = null) {
  const calls: { method: string; path: string }[] = [];
  mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    calls.push({ method, path: url.pathname });
    const lc = /^\/api\/product\/7\/lc\/(\d+)(\/volatile)?$/.exec(url.pathname);
    if (lc) {
      const page = pages[Number(lc[1])];
      return page ? jsonResponse(200, page) : jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'node not found' });
    }
    switch (url.pathname) {
      case '/api/product/7':
        return jsonResponse(200, learnerProduct());
      case '/api/product/7/state':
        return jsonResponse(200, productState());
      case '/api/product/7/progress':
        return jsonResponse(200, courseProgress());
      case '/api/product/7/meta':
        return jsonResponse(200, productMeta(1, [metaNode(1, 'COURSE', null)]));
    }
    if (method === 'POST' && url.pathname.startsWith('/api/progression/start/')) return jsonResponse(200, nodeView(1, 'LESSON'));
    if (method === 'POST' && url.pathname.startsWith('/api/progression/')) return jsonResponse(200, progressionReply);
    return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'unknown' });
  });
  return calls;
}

const starts = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'POST' && c.path.startsWith('/api/progression/start/')).map((c) => c.path);

describe('LcPage routing by node type', () => {
  it('UNIT: the unit page with its outline and "Continue where left off" on the current child', async () => {
    const intro = nodeView(4, 'UNIT_INTRODUCTION', { title: 'Unit intro', completed: true, status: 'COMPLETE' });
    const lesson = nodeView(5, 'LESSON', { title: 'First lesson', current: true });
    const exam = nodeView(6, 'EXAM', { title: 'Unit exam', locked: true, status: 'LOCKED' });
    const unit = nodeView(3, 'UNIT', {
      title: 'Agency',
      titlePrefix: 'Unit 1',
      description: 'Whom do you represent?',
      enforcesProgression: true,
      children: [intro, lesson, exam],
    });
    const calls = serve({ 3: lcReply(unit) });
    renderRoutes(routes, '/lp/7/lc/3');

    expect(await screen.findByRole('heading', { level: 1, name: 'Unit 1: Agency' })).toBeDefined();
    expect(screen.getByText('Whom do you represent?')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Continue where left off' }).getAttribute('href')).toBe('/lp/7/lc/5');
    expect(screen.getByRole('heading', { name: 'Unit Outline' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Unit intro, Completed' })).toBeDefined();
    // Locked: said in words, and not a link.
    expect(screen.getByText((_, el) => el?.tagName === 'SPAN' && el.textContent === 'Unit exam, Locked')).toBeDefined();
    expect(screen.queryByRole('link', { name: /Unit exam/ })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain('Agency Basics');
    expect(screen.getAllByRole('link', { name: 'Return to course home' }).length).toBeGreaterThan(0);
    // A container is never "started" by opening it.
    expect(starts(calls)).toEqual([]);
    // A deep link makes this the current product (the resources and glossary routes follow it).
    await waitFor(() => expect(getCurrentProductId()).toBe(7));
  });

  it('UNIT with step=unitIntro: the intro page of its introduction, whose seat time it tracks', async () => {
    const intro = nodeView(4, 'UNIT_INTRODUCTION', {
      title: 'Unit intro',
      metadata: { INTRODUCTION: 'About this unit', OBJECTIVES: '*First goal*Second goal' },
    });
    serve({ 3: lcReply(nodeView(3, 'UNIT', { children: [intro] })) });
    renderRoutes(routes, '/lp/7/lc/3?step=unitIntro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unit intro' })).toBeDefined();
    expect(screen.getByText('About this unit')).toBeDefined();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      expect.arrayContaining(['First goal', 'Second goal']),
    );
    // The node shown is the one its time on task is for; leaving an lc page sends the lesson audit.
    expect(seatTimeStore.declared()).toEqual({ lpId: 7, id: 4, title: 'Unit intro', lessonAudit: true });
  });

  it('UNIT_INTRODUCTION: objectives split on *, the next step completes it and goes on; it was started once', async () => {
    const intro = nodeView(2, 'UNIT_INTRODUCTION', {
      title: 'Course Introduction',
      metadata: { INTRODUCTION: 'Welcome', OBJECTIVES: ' *Know agency * Use the forms*' },
      nextStep: { id: 4, title: 'Unit intro', titlePrefix: null, parentIsRoot: false },
    });
    const next = nodeView(4, 'UNIT_INTRODUCTION', { title: 'Unit intro' });
    const calls = serve(
      { 2: lcReply(intro), 4: lcReply(next) },
      {
        status: 'COMPLETE',
        exemptCompletionText: null,
        bookmarked: false,
        nextStep: { id: 4, title: 'Unit intro', parentIsRoot: false },
      },
    );
    const { router } = renderRoutes(routes, '/lp/7/lc/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Course Introduction' })).toBeDefined();
    expect(screen.getByText('Know agency')).toBeDefined();
    expect(screen.getByText('Use the forms')).toBeDefined();
    await waitFor(() => expect(starts(calls)).toEqual(['/api/progression/start/7-2']));

    await userEvent.click(screen.getByRole('button', { name: 'Continue to Unit intro' }));
    await screen.findByRole('heading', { level: 1, name: 'Unit intro' });
    expect(router.state.location.pathname).toBe('/lp/7/lc/4');
    expect(calls).toContainEqual({ method: 'POST', path: '/api/progression/7/2' });
    expect(screen.getByText('There are no Objectives!')).toBeDefined();
  });

  it('TOPIC: the overview, the subtopic list with Study buttons and status, and TOPIC RESOURCES', async () => {
    const subtopics = nodeView(35, 'SUBTOPICS', {
      title: 'Subtopics',
      children: [
        nodeView(36, 'LESSON', { title: 'Fixtures', completed: true, status: 'COMPLETE' }),
        nodeView(37, 'LESSON', { title: 'Estates', inProgress: true, status: 'IN_PROGRESS' }),
        nodeView(38, 'LESSON', { title: 'Homestead', locked: true, status: 'LOCKED' }),
      ],
    });
    const topic = nodeView(34, 'TOPIC', {
      title: 'Property Ownership',
      description: 'Real property and estates',
      metadata: { TOPIC_ICON: 'home' },
      children: [subtopics, nodeView(40, 'EXAM', { title: 'Practice Exam' })],
    });
    serve({ 34: lcReply(topic) });
    renderRoutes(routes, '/lp/7/lc/34');
    expect(await screen.findByRole('heading', { level: 1, name: 'Property Ownership' })).toBeDefined();
    expect(screen.getByText('Real property and estates')).toBeDefined();
    expect(screen.getByText("You've reviewed this")).toBeDefined();
    expect(screen.getByText('In progress')).toBeDefined();
    expect(screen.getByText(/Not studied yet/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Study Fixtures' }).getAttribute('href')).toBe('/lp/7/lc/36');
    expect(screen.getByRole('button', { name: 'Study Homestead' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('heading', { name: 'TOPIC RESOURCES' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Results: Practice Exam' })).toBeDefined();
  });

  it('TOPIC: the effort key with the server’s breakdowns when a container shows it, none otherwise', async () => {
    const subtopics = nodeView(35, 'SUBTOPICS', {
      title: 'Subtopics',
      children: [nodeView(36, 'LESSON', { title: 'Fixtures' }), nodeView(37, 'LESSON', { title: 'Estates' })],
    });
    const topic = nodeView(34, 'TOPIC', { title: 'Property Ownership', children: [subtopics] });
    const container = { id: 35, title: 'Subtopics', type: 'SUBTOPICS', locked: false };
    const rated = lcReply(topic, {
      topic: {
        containers: [{ ...container, showEffortKey: true }],
        effortBreakdowns: [
          { nodeId: 36, title: 'Fixtures', effortRank: 'GOOD', numberCorrect: 2, totalNumber: 2 },
          { nodeId: 37, title: 'Estates', effortRank: 'FOCUS_HERE', numberCorrect: 1, totalNumber: 4 },
        ],
      },
    });
    serve({
      34: rated,
      134: lcReply(
        { ...topic, id: 134, title: 'Valuation' },
        { topic: { containers: [{ ...container, showEffortKey: false }], effortBreakdowns: [] } },
      ),
    });
    const { router } = renderRoutes(routes, '/lp/7/lc/34');
    const key = await screen.findByRole('region', { name: 'Effort Key' });
    expect(key.textContent).toContain('Focus Here (1/4 correct)');
    expect(key.textContent).toContain('Needs Work (0/0 correct)');
    expect(key.textContent).toContain('Good (2/2 correct)');

    await router.navigate('/lp/7/lc/134');
    await screen.findByRole('heading', { level: 1, name: 'Valuation' });
    expect(screen.queryByRole('region', { name: 'Effort Key' })).toBeNull();
  });

  it("KEY_POINTS: the generic page with 'Mark as reviewed'", async () => {
    serve({ 10: lcReply(nodeView(10, 'KEY_POINTS', { title: 'Key Points: Agency' })) });
    renderRoutes(routes, '/lp/7/lc/10');
    expect(await screen.findByRole('heading', { level: 1, name: 'Key Points: Agency' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Mark as reviewed' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Lesson Resources' })).toBeDefined();
  });

  it.each(['LESSON', 'EXAM'])('%s: the generic node page for now', async (type) => {
    serve({ 5: lcReply(nodeView(5, type, { title: 'Some content', description: 'What it covers' })) });
    renderRoutes(routes, '/lp/7/lc/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Some content' })).toBeDefined();
    expect(screen.getByText('What it covers')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Mark as reviewed' })).toBeNull();
  });

  it.each(['PROGRAM', 'COURSE', 'LEVEL', 'CHAPTER', 'SOMETHING_NEW'])('%s: sent to the course home', async (type) => {
    serve({ 9: lcReply(nodeView(9, type)) });
    const { router } = renderRoutes(routes, '/lp/7/lc/9');
    expect(await screen.findByRole('heading', { name: 'Course home' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/lp/7/home');
  });

  it("the product's root node goes home whatever its type", async () => {
    serve({ 1: lcReply(nodeView(1, 'UNIT'), { isRoot: true, breadcrumbs: [] }) });
    renderRoutes(routes, '/lp/7/lc/1');
    expect(await screen.findByRole('heading', { name: 'Course home' })).toBeDefined();
  });

  it('a locked node says so, offers no actions and is not started', async () => {
    const unit = nodeView(12, 'UNIT', {
      title: 'Contracts',
      locked: true,
      status: 'LOCKED',
      children: [nodeView(13, 'UNIT_INTRODUCTION', { locked: true, status: 'LOCKED' })],
    });
    const keyPoints = nodeView(17, 'KEY_POINTS', { title: 'Key Points: Contracts', locked: true, status: 'LOCKED' });
    const calls = serve({ 12: lcReply(unit), 17: lcReply(keyPoints) });
    const { router } = renderRoutes(routes, '/lp/7/lc/12');
    expect(await screen.findByText('This part of the course is locked.')).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Continue where left off' })).toBeNull();

    await router.navigate('/lp/7/lc/17');
    await screen.findByRole('heading', { level: 1, name: 'Key Points: Contracts' });
    expect(screen.getByText('This part of the course is locked.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Mark as reviewed' })).toBeNull();
    expect(starts(calls)).toEqual([]);
  });

  it('the unit outline labels exempt and optional children with the server’s status texts', async () => {
    const lesson = nodeView(5, 'LESSON', {
      title: 'Fair housing review',
      exemptInfo: {
        exempt: true,
        ancestorExempt: false,
        statusText: 'Credited from your licence',
        helpText: null,
        childBannerText: null,
      },
    });
    const extra = nodeView(6, 'LESSON', {
      title: 'Case study',
      optionalInfo: { optional: true, ancestorOptional: false, optionalStatusText: 'Enrichment, not graded' },
    });
    const plain = nodeView(7, 'LESSON', {
      title: 'Plain exempt',
      exemptInfo: { exempt: true, ancestorExempt: false, statusText: null, helpText: null, childBannerText: null },
    });
    const unit = nodeView(3, 'UNIT', { title: 'Agency', children: [lesson, extra, plain] });
    serve({ 3: lcReply(unit) });
    renderRoutes(routes, '/lp/7/lc/3');
    expect(await screen.findByText('Credited from your licence')).toBeDefined();
    expect(screen.getByText('Enrichment, not graded')).toBeDefined();
    // Without a server text, the app's own label.
    expect(screen.getByText('Exempt')).toBeDefined();
  });

  it('shows the optional and exempt banners', async () => {
    const lesson = nodeView(25, 'LESSON', {
      title: 'Case study',
      optionalInfo: { optional: true, ancestorOptional: false, optionalStatusText: null },
      exemptInfo: {
        exempt: true,
        ancestorExempt: false,
        statusText: 'Exempt: you passed',
        helpText: null,
        childBannerText: null,
      },
    });
    serve({ 25: lcReply(lesson) });
    renderRoutes(routes, '/lp/7/lc/25');
    expect(await screen.findByText('This part of the course is optional.')).toBeDefined();
    expect(screen.getByText('Exempt: you passed')).toBeDefined();
  });

  it('a node that is not in the product: not found, with the way home', async () => {
    serve({});
    renderRoutes(routes, '/lp/7/lc/999');
    expect(await screen.findByText('This page is not part of your course.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Return to course home' }).getAttribute('href')).toBe('/lp/7/home');
  });
});

describe('LcPage behind a closed course gate (issue 25)', () => {
  const gated = (code: string) =>
    mockFetch((url) =>
      url.pathname.startsWith('/api/product/7/lc/')
        ? jsonResponse(409, { status: 409, code, message: 'closed' })
        : jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'unknown' }),
    );

  it('PHOTO_ID_REQUIRED: the gate and the way to the upload, no content and no error text', async () => {
    gated('PHOTO_ID_REQUIRED');
    renderRoutes(routes, paths.lc.href({ lpId: 7, nodeId: 2 }));
    expect(await screen.findByText(/Your course asks for a photo ID before you begin/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Upload Photo ID' }).getAttribute('href')).toBe('/lp/7/id/photo');
    expect(screen.queryByText(/An error occurred/)).toBeNull();
  });

  it('COURSE_NOT_STARTED: says the course has not started and leads to the course home', async () => {
    gated('COURSE_NOT_STARTED');
    renderRoutes(routes, paths.lc.href({ lpId: 7, nodeId: 2 }));
    expect(await screen.findByText(/Choose your start date, or see when your course starts/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Return to course home' }).getAttribute('href')).toBe('/lp/7/home');
  });

  it('TYPING_CHECK_REQUIRED: says so, and reads the page again once the check passes', async () => {
    let refused = true;
    mockFetch((url) => {
      if (url.pathname === '/api/product/7/lc/2')
        return refused
          ? jsonResponse(409, { status: 409, code: 'TYPING_CHECK_REQUIRED', message: 'closed' })
          : jsonResponse(200, lcReply(nodeView(2, 'KEY_POINTS', { title: 'Key points' })));
      if (url.pathname === '/api/product/7') return jsonResponse(200, learnerProduct());
      return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'unknown' });
    });
    renderRoutes(routes, paths.lc.href({ lpId: 7, nodeId: 2 }));
    expect(await screen.findByText(/confirm who you are by your typing/)).toBeDefined();
    refused = false;
    identityCheckEvents.passed('TYPING');
    await waitFor(() => expect(screen.queryByText(/confirm who you are by your typing/)).toBeNull());
  });
});

describe('LcPage closed-book final (issue 25 item 33)', () => {
  it('a final exam page keeps the course materials, tools and bookmarks out of the sidebar; a unit exam keeps them', async () => {
    const final = nodeView(9, 'EXAM', { title: 'Final Exam', metadata: { EXAM_TYPE: 'FINAL' } });
    const unitExam = nodeView(8, 'EXAM', { title: 'Unit Exam', metadata: { EXAM_TYPE: 'UNIT' } });
    serve({ 9: lcReply(final), 8: lcReply(unitExam) });
    const { unmount } = renderRoutes(routes, '/lp/7/lc/9');
    expect(await screen.findByRole('heading', { name: 'Closed book' })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Course Materials' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Bookmarks' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Glossary' })).toBeNull();
    unmount();
    renderRoutes(routes, '/lp/7/lc/8');
    expect(await screen.findByRole('heading', { name: 'Course Materials' })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Closed book' })).toBeNull();
  });
});
