import type { AssignmentThread, AssignmentToComment, Paged } from '@continuum/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { AssignmentsToCommentPage } from './assignments-to-comment-page';

afterEach(() => vi.restoreAllMocks());

const PAYLOAD = '<img src=x onerror="alert(1)">';
const AT = new Date(2026, 9, 7, 15, 5).toISOString();

const row: AssignmentToComment = {
  studentAssignmentId: 55,
  assignmentTitle: 'Draft a disclosure',
  learnerName: 'Dana Learner',
  login: 'dana',
  productName: 'Agency Law',
  status: 'INITIAL_RESPONSE',
  respondedAt: AT,
};

const thread = (overrides: Partial<AssignmentThread> = {}): AssignmentThread => ({
  studentAssignmentId: 55,
  assignmentTitle: 'Draft a disclosure',
  assignmentText: 'Write the disclosure.',
  learnerName: 'Dana Learner',
  login: 'dana',
  productName: 'Agency Law',
  status: 'INITIAL_RESPONSE',
  statusText: 'Awaiting instructor review',
  comments: [{ id: 1, instructorResponse: false, commentDateTime: AT, commentText: PAYLOAD }],
  ...overrides,
});

function serve(page: Paged<AssignmentToComment>) {
  const calls: [string, unknown][] = [];
  mockFetch((url, init) => {
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push([`${init.method ?? 'GET'} ${url.pathname}`, body]);
    if (url.pathname === '/api/instructor/assignments/search') return jsonResponse(200, page);
    if (url.pathname === '/api/instructor/assignments/55') return jsonResponse(200, thread());
    if (url.pathname === '/api/instructor/assignments/55/comment') {
      return jsonResponse(
        200,
        thread({
          status: 'COMPLETE_WITH_RESPONSE',
          comments: [
            ...thread().comments,
            { id: 2, instructorResponse: true, commentDateTime: AT, commentText: body.commentText },
          ],
        }),
      );
    }
    return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'x' });
  });
  renderRoutes([{ path: '/instructor/assignments', element: <AssignmentsToCommentPage /> }], '/instructor/assignments');
  return calls;
}

describe('AssignmentsToCommentPage', () => {
  it('asks for the paged search and lists the waiting assignments', async () => {
    const calls = serve({ content: [row], totalElements: 1, totalPages: 1 });
    expect(await screen.findByRole('button', { name: 'Open Draft a disclosure by Dana Learner' })).toBeDefined();
    expect(screen.getByRole('cell', { name: 'Dana Learner (dana)' })).toBeDefined();
    expect(screen.getByRole('cell', { name: 'Agency Law' })).toBeDefined();
    const search = calls.find(([what]) => what === 'POST /api/instructor/assignments/search');
    expect(search?.[1]).toMatchObject({ page: 0, pageSize: 25, searchOperation: 'CONTAINS' });
  });

  it('shows the empty text when nothing waits', async () => {
    serve({ content: [], totalElements: 0, totalPages: 0 });
    expect(await screen.findByText('No assignments are waiting for a comment.')).toBeDefined();
  });

  it('opens the thread (as text) and sends a comment that completes the assignment', async () => {
    const calls = serve({ content: [row], totalElements: 1, totalPages: 1 });
    await userEvent.click(await screen.findByRole('button', { name: 'Open Draft a disclosure by Dana Learner' }));
    expect(await screen.findByRole('heading', { name: 'Draft a disclosure — Dana Learner' })).toBeDefined();
    expect(screen.getByText(PAYLOAD)).toBeDefined();
    expect(document.querySelector('img')).toBeNull();
    const send = screen.getByRole('button', { name: 'Send comment' });
    expect(send.hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mark the assignment complete' }));
    expect(send.hasAttribute('disabled')).toBe(false);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your comment' }), 'Well argued.');
    await userEvent.click(send);
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Comment sent.');
    expect(calls.find(([what]) => what === 'POST /api/instructor/assignments/55/comment')?.[1]).toEqual({
      commentText: 'Well argued.',
      complete: true,
    });
    await waitFor(() => expect(screen.getByRole('list', { name: 'Comments' }).textContent).toContain('INSTRUCTOR'));
    expect(screen.getByText('Well argued.')).toBeDefined();
    expect(screen.getByRole('img', { name: 'Complete, with instructor comments' })).toBeDefined();
  });
});
