import type { NodeView } from '@continuum/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/shared/paths';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { lcReply, nodeView } from '../testing/fixtures';
import { UnitView } from './unit-view';

afterEach(() => {
  vi.restoreAllMocks();
});

const failedOnce = { EXAM_TAKEN: 'true', EXAM_PASSED: 'false', EXAM_ATTEMPT_COUNT: '1' };

/** Unit 3 of learner product 7: key points (done), a review, and its exam as given. */
function renderUnit(exam: NodeView, review: Partial<NodeView> = {}, unit: Partial<NodeView> = {}) {
  mockFetch(() => jsonResponse(200, { groups: [] }));
  const children = [
    nodeView(4, 'KEY_POINTS', { title: 'Key Points', completed: true, status: 'COMPLETE' }),
    nodeView(5, 'LESSON', { title: 'Review', ...review }),
    exam,
  ];
  const node = nodeView(3, 'UNIT', { title: 'Contracts', titlePrefix: 'Unit 2', enforcesProgression: true, children, ...unit });
  renderRoutes([{ path: paths.lc.path, element: <UnitView lpId={7} reply={lcReply(node)} /> }], '/lp/7/lc/3');
}

describe('UnitView after the unit exam', () => {
  it('a failed exam with attempts left: says it was failed, and the exam button reads Retake', async () => {
    const exam = nodeView(6, 'EXAM', {
      title: 'Unit 2 Exam',
      status: 'IN_PROGRESS',
      inProgress: true,
      current: true,
      derivedData: { ...failedOnce, EXAM_ALLOWED_ATTEMPT_COUNT: '2' },
    });
    renderUnit(exam);
    expect(await screen.findByText('You did not pass Unit 2 Exam. Review the unit, then retake the exam.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Retake' }).getAttribute('href')).toBe('/lp/7/lc/6');
    expect(screen.queryByRole('link', { name: 'Continue to Exam' })).toBeNull();
    expect(screen.queryByText(/You have completed all the lessons/)).toBeNull();
  });

  it('Retake sits beside "Continue where left off" when the learner is elsewhere in the unit', async () => {
    const exam = nodeView(6, 'EXAM', {
      title: 'Unit 2 Exam',
      status: 'IN_PROGRESS',
      inProgress: true,
      derivedData: { ...failedOnce, EXAM_ALLOWED_ATTEMPT_COUNT: '-1' },
    });
    renderUnit(exam, { current: true, metadata: { PROGRESSION: 'FLEXIBLE' } });
    expect((await screen.findByRole('link', { name: 'Continue where left off' })).getAttribute('href')).toBe('/lp/7/lc/5');
    expect(screen.getByRole('link', { name: 'Retake' }).getAttribute('href')).toBe('/lp/7/lc/6');
  });

  it('no attempt left (DISALLOW_RETAKES counts one): the failure with the exam’s own message, and no Retake', async () => {
    const exam = nodeView(6, 'EXAM', {
      title: 'Unit 2 Exam',
      status: 'COMPLETE_FAIL',
      completed: true,
      metadata: { DISALLOW_RETAKES: 'yes', MAX_RETAKES_REACHED_MESSAGE: 'Only one try is allowed.' },
      derivedData: { ...failedOnce, EXAM_ALLOWED_ATTEMPT_COUNT: '1' },
    });
    renderUnit(exam, { completed: true, status: 'COMPLETE' }, { status: 'COMPLETE_FAIL', completed: true });
    expect(await screen.findByText('You did not pass Unit 2 Exam. Only one try is allowed.')).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Retake' })).toBeNull();
    expect(screen.queryByText(/Congratulations/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue' })).toBeDefined();
  });

  it('no attempt left without a message of its own: the default text', async () => {
    const exam = nodeView(6, 'EXAM', {
      title: 'Unit 2 Exam',
      status: 'IN_PROGRESS',
      derivedData: { ...failedOnce, EXAM_ATTEMPT_COUNT: '3', EXAM_ALLOWED_ATTEMPT_COUNT: '3' },
    });
    renderUnit(exam, { current: true });
    expect(
      await screen.findByText('You did not pass Unit 2 Exam. The maximum number of attempts has been reached.'),
    ).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Retake' })).toBeNull();
  });

  it('a passed exam: congratulations and Continue, no Retake', async () => {
    const exam = nodeView(6, 'EXAM', {
      title: 'Unit 2 Exam',
      status: 'COMPLETE',
      completed: true,
      derivedData: { EXAM_TAKEN: 'true', EXAM_PASSED: 'true', EXAM_ATTEMPT_COUNT: '1', EXAM_ALLOWED_ATTEMPT_COUNT: '2' },
    });
    renderUnit(exam, { completed: true, status: 'COMPLETE' }, { status: 'COMPLETE', completed: true });
    expect(await screen.findByText("Congratulations! You've completed Unit 2: Contracts.")).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Retake' })).toBeNull();
  });

  it('an exam not taken yet, everything before it done: "Continue to Exam"', async () => {
    const exam = nodeView(6, 'EXAM', { title: 'Unit 2 Exam', current: true, derivedData: { EXAM_TAKEN: 'false' } });
    renderUnit(exam, { completed: true, status: 'COMPLETE' });
    expect((await screen.findByRole('link', { name: 'Continue to Exam' })).getAttribute('href')).toBe('/lp/7/lc/6');
    expect(screen.getByText('You have completed all the lessons of this unit. The unit exam is next.')).toBeDefined();
  });
});
