import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { checkReply, lessonReply, slide } from '../testing/fixtures';
import { renderPlayer } from '../testing/player-test-harness';
import { serveLesson } from '../testing/serve-lesson';

afterEach(() => vi.restoreAllMocks());

const essay = slide('ASSIGNMENT', 'as', {
  assignmentId: 31,
  assignmentKey: 'essay',
  assignmentText: 'Describe a conflict of interest.',
  responseText: null,
  answered: false,
});

/** The assignment as GET api/assignment/31/lp/7/lc/5 sends it, before and after the learner's response. */
function assignment(responseText: string | null) {
  return {
    id: 31,
    assignmentTitle: 'Conflicts',
    assignmentText: 'Describe a conflict of interest.',
    studentAssignmentId: responseText ? 9 : null,
    status: responseText ? 'INITIAL_RESPONSE' : 'INCOMPLETE_ASSIGNMENT_RESPONSE',
    statusText: '',
    responseText,
    answered: responseText !== null,
    comments: [{ id: 1, instructorResponse: true, commentDateTime: '2026-03-05T14:07:00', commentText: 'Take your time.' }],
    containerTitle: null,
  };
}

describe('AssignmentInquiry', () => {
  it('shows the assignment and its comments; Send submits the response once, clears the box and shows it', async () => {
    let stored: string | null = null;
    const calls = serveLesson({
      lesson: lessonReply([essay]),
      onSubmit: (_ref, body) => {
        stored = (body as { responseText: string }).responseText;
        return checkReply({ correct: null, taken: true, progressed: true, currentIndex: 1 });
      },
      extra: (method, path) =>
        method === 'GET' && path === '/api/assignment/31/lp/7/lc/5' ? jsonResponse(200, assignment(stored)) : undefined,
    });
    renderPlayer();
    expect(await screen.findByText('Take your time.')).toBeDefined();
    expect(screen.getByText('Describe a conflict of interest.')).toBeDefined();
    expect(screen.getByText('INSTRUCTOR · 03/05/2026 at 2:07PM')).toBeDefined();
    // The assignment sends itself: no separate Submit.
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toHaveProperty('disabled', true);

    const box = screen.getByRole('textbox', { name: 'Your response' });
    await userEvent.type(box, '  A dual role. ');
    await userEvent.click(send);

    expect(await screen.findByText('Your response has been submitted.')).toBeDefined();
    await waitFor(() => expect(box).toHaveProperty('value', ''));
    expect(await screen.findByText('A dual role.')).toBeDefined();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => [c.path, c.body])).toEqual([['/api/lesson/7/5/5/submit/101/true', { responseText: 'A dual role.' }]]);
    expect(screen.getByRole('button', { name: 'Finish Lesson' })).toHaveProperty('disabled', false);
  });

  it('a slide answered earlier shows the response from the lesson even before the assignment loads', async () => {
    serveLesson({ lesson: lessonReply([{ ...essay, assignmentId: null, responseText: 'Earlier answer.', answered: true }], 1) });
    renderPlayer();
    expect(await screen.findByText('Earlier answer.')).toBeDefined();
    expect(screen.getByText('Your response has been submitted.')).toBeDefined();
  });
});
