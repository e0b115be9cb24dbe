import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { lcReply, lessonNode, lessonReply, nodeView, slide } from '../components/testing/fixtures';
import { serveLesson } from '../components/testing/serve-lesson';
import { renderLesson } from '../testing/render-lesson';

afterEach(() => vi.restoreAllMocks());

const success = (overrides = {}) => lcReply(lessonNode({ completed: true, status: 'COMPLETE' }), overrides);

/** Serves the next step's lc page (lesson 6). */
function serveNext(next: ReturnType<typeof nodeView>, available = false) {
  return serveLesson({
    lesson: lessonReply([]),
    extra: (method, path) =>
      method === 'GET' && path === '/api/product/7/lc/6'
        ? jsonResponse(200, lcReply(next, { contactInstructor: { available } }))
        : undefined,
  });
}

describe('lessonSuccess', () => {
  it("says 'You completed' with the title, and offers the course home and 'Continue to' the next step", async () => {
    serveNext(nodeView(6, 'LESSON', { title: 'Disclosures' }));
    const { router } = renderLesson('/lp/7/lc/5?step=lessonSuccess', () => success());
    expect(await screen.findByRole('heading', { level: 1, name: 'You completed Lesson 1.1: Duties to Clients' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Return to Course Home' })).toBeDefined();
    const next = await screen.findByRole('button', { name: 'Continue to Lesson 1.2: Disclosures' });
    await vi.waitFor(() => expect(next).toHaveProperty('disabled', false));
    await userEvent.click(next);
    expect(router.state.location.pathname).toBe('/lp/7/lc/6');
  });

  it('uses the configured home button text', async () => {
    serveNext(nodeView(6, 'LESSON'));
    const { router } = renderLesson('/lp/7/lc/5?step=lessonSuccess', () => ({
      ...success(),
      homeButtonText: 'Back to my course',
    }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back to my course' }));
    expect(router.state.location.pathname).toBe('/lp/7/home');
  });

  it('when the next step needs an instructor who is not available: both messages and Go to Course Home only', async () => {
    serveNext(
      nodeView(6, 'LESSON', {
        locked: true,
        instructorInfo: { instructorRequired: false, ancestorInstructorRequired: true, text: null },
      }),
    );
    const { router } = renderLesson('/lp/7/lc/5?step=lessonSuccess', () => success());
    expect(
      await screen.findByText(
        'This section of your course requires an instructor to be available in order to access it, and your instructor is no longer available.',
      ),
    ).toBeDefined();
    expect(screen.getByText('You will be able to access your next lesson when your instructor is available.')).toBeDefined();
    expect(screen.queryByRole('button', { name: /Continue to/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Course Home' }));
    expect(router.state.location.pathname).toBe('/lp/7/home');
  });

  it('an available instructor keeps the way on open', async () => {
    serveNext(
      nodeView(6, 'LESSON', {
        title: 'Live',
        instructorInfo: { instructorRequired: true, ancestorInstructorRequired: false, text: null },
      }),
      true,
    );
    renderLesson('/lp/7/lc/5?step=lessonSuccess', () => success());
    expect(await screen.findByRole('button', { name: 'Continue to Lesson 1.2: Disclosures' })).toBeDefined();
    expect(screen.queryByText(/no longer available/)).toBeNull();
  });

  it('step=nextStep goes straight on to the next step', async () => {
    serveNext(nodeView(6, 'LESSON'));
    const { router } = renderLesson('/lp/7/lc/5?step=nextStep', () => success());
    expect(await screen.findByRole('heading', { name: 'Next lesson' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/lp/7/lc/6');
  });
});

describe('lessonCompleteResources', () => {
  it('lists the unviewed resources; Complete Lesson stays disabled until allowContinue', async () => {
    serveLesson({ lesson: lessonReply([]) });
    renderLesson('/lp/7/lc/5?step=lessonCompleteResources', () => ({
      ...lcReply(lessonNode()),
      unviewedResources: [{ id: 81, title: 'Agency disclosure form' }],
      allowContinue: false,
    }));
    expect(await screen.findByText('All resources must be viewed before the lesson can be completed.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Agency disclosure form' }).getAttribute('href')).toBe('/lc/5/resource/81');
    expect(screen.getByRole('button', { name: 'Complete Lesson' })).toHaveProperty('disabled', true);
  });

  it("a finish that lists unviewed resources leads here with the page data's list; Complete Lesson waits", async () => {
    serveLesson({
      lesson: lessonReply([slide('CONTENT', 'read')], 1),
      finish: { unviewedResources: [{ id: 82, title: 'IABS notice' }] },
    });
    const { router } = renderLesson('/lp/7/lc/5', () => ({
      ...lcReply(lessonNode()),
      resources: [{ id: 82, title: 'IABS notice', type: 'PDF' }],
      unviewedResources: [{ id: 82, title: 'IABS notice' }],
      allowContinue: false,
    }));
    await userEvent.click(await screen.findByRole('button', { name: 'Finish Lesson' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?step=lessonCompleteResources'));
    expect((await screen.findByRole('link', { name: 'IABS notice' })).getAttribute('href')).toBe('/lc/5/resource/82');
    expect(screen.getByRole('button', { name: 'Complete Lesson' })).toHaveProperty('disabled', true);
  });

  it('each listed resource opens with the way back to this step; an empty list no longer says resources must be viewed', async () => {
    serveLesson({ lesson: lessonReply([]) });
    let unviewed = [{ id: 81, title: 'Agency disclosure form' }];
    const { router, unmount } = renderLesson(
      '/lp/7/lc/5?step=lessonCompleteResources',
      () => ({ ...lcReply(lessonNode()), unviewedResources: unviewed, allowContinue: unviewed.length === 0 }),
      [{ path: '/lc/:nodeId/resource/:resourceId', element: <h1>Resource</h1> }],
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Agency disclosure form' }));
    await screen.findByRole('heading', { name: 'Resource' });
    expect(router.state.location.state).toEqual({ returnTo: '/lp/7/lc/5?step=lessonCompleteResources' });
    unmount();

    unviewed = [];
    renderLesson('/lp/7/lc/5?step=lessonCompleteResources', () => ({
      ...lcReply(lessonNode()),
      unviewedResources: unviewed,
      allowContinue: true,
    }));
    expect(await screen.findByText('All resources have been viewed. You can now complete the lesson.')).toBeDefined();
    expect(screen.queryByText('All resources must be viewed before the lesson can be completed.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Complete Lesson' })).toHaveProperty('disabled', false);
  });

  it('once allowed, Complete Lesson finishes the lesson and goes on to lessonSuccess', async () => {
    const calls = serveLesson({ lesson: lessonReply([]) });
    const { router } = renderLesson('/lp/7/lc/5?step=lessonCompleteResources', () => ({
      ...lcReply(lessonNode()),
      unviewedResources: [],
      allowContinue: true,
    }));
    await userEvent.click(await screen.findByRole('button', { name: 'Complete Lesson' }));
    await vi.waitFor(() => expect(router.state.location.search).toContain('step=lessonSuccess'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/lesson/7/5/5/finish']);
  });
});
