import type { AllAssignmentsReply, AssignmentRef } from '@continuum/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { AssignmentsPage } from './assignments-page';

afterEach(() => vi.restoreAllMocks());

const PAYLOAD = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
// A local instant, so the expected text holds in any time zone.
const AT = new Date(2026, 9, 7, 15, 5).toISOString();

const ref = (overrides: Partial<AssignmentRef>): AssignmentRef => ({
  id: 3,
  assignmentTitle: 'Draft a disclosure',
  assignmentText: 'Write the disclosure.',
  studentAssignmentId: 55,
  status: 'INCOMPLETE_ASSIGNMENT_RESPONSE',
  statusText: 'Instructor asked for more',
  responseText: PAYLOAD,
  answered: true,
  comments: [
    { id: 1, instructorResponse: false, commentDateTime: AT, commentText: PAYLOAD },
    { id: 2, instructorResponse: true, commentDateTime: AT, commentText: 'Name the agency.' },
  ],
  containerTitle: 'Agency',
  learningComponentId: 9,
  ...overrides,
});

const ALL: AllAssignmentsReply = {
  studentName: 'Dana Learner',
  containers: [
    { id: 4, titlePrefix: 'Unit 1', title: 'Agency', assignments: [ref({})] },
    {
      id: 8,
      titlePrefix: null,
      title: 'Contracts',
      assignments: [
        ref({ id: 5, assignmentTitle: 'Offer memo', studentAssignmentId: null, status: 'INCOMPLETE_ASSIGNMENT', comments: [] }),
      ],
    },
  ],
};

function render(all: AllAssignmentsReply, onPost?: (url: URL, body: unknown) => Response) {
  const fetch = mockFetch((url, init) => {
    if (url.pathname === '/api/product/7/assignments/all') return jsonResponse(200, all);
    if (init.method === 'POST' && onPost) return onPost(url, JSON.parse(String(init.body)));
    return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'x' });
  });
  renderRoutes([{ path: '/lp/:lpId/assignments', element: <AssignmentsPage /> }], '/lp/7/assignments');
  return fetch;
}

describe('AssignmentsPage', () => {
  it('lists the containers with their assignments, status icons, the student name and the way back', async () => {
    render(ALL);
    expect(await screen.findByRole('heading', { name: 'Unit 1: Agency' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Contracts' })).toBeDefined();
    expect(screen.getByText('Dana Learner')).toBeDefined();
    expect(screen.getByRole('img', { name: 'Instructor asked for more' }).getAttribute('data-icon')).toBe('clock');
    expect(screen.getByRole('img', { name: 'Response needed' }).getAttribute('data-icon')).toBe('warning');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/lp/7/home');
  });

  it('expands an assignment: the thread as text with INSTRUCTOR and the spec date, nothing of the HTML run', async () => {
    render(ALL);
    const toggle = await screen.findByRole('button', { name: /Draft a disclosure/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const thread = screen.getByRole('list', { name: 'Comments' });
    expect(thread.textContent).toContain('INSTRUCTOR · 10/07/2026 at 3:05PM');
    expect(thread.textContent).toContain('Dana Learner');
    expect(screen.getByText(PAYLOAD)).toBeDefined();
    expect(document.querySelector('img, script:not([src])')).toBeNull();
  });

  it('sends a response (Send disabled without text), which clears the box', async () => {
    const posted: [string, unknown][] = [];
    render(ALL, (url, body) => {
      posted.push([url.pathname, body]);
      return jsonResponse(200, { id: 9, instructorResponse: false, commentDateTime: AT, commentText: 'More.' });
    });
    await userEvent.click(await screen.findByRole('button', { name: /Draft a disclosure/ }));
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send.hasAttribute('disabled')).toBe(true);
    const box = screen.getByRole('textbox', { name: 'Your response' });
    await userEvent.type(box, ' More. ');
    await userEvent.click(send);
    await waitFor(() => expect(posted).toEqual([['/api/assignment/student/55/response', { responseText: 'More.' }]]));
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it('a failed Send says so and keeps the text (issue 25 item 24)', async () => {
    render(ALL, () => jsonResponse(500, { status: 500, code: 'INTERNAL', message: 'failed' }));
    await userEvent.click(await screen.findByRole('button', { name: /Draft a disclosure/ }));
    const box = screen.getByRole('textbox', { name: 'Your response' });
    await userEvent.type(box, 'My answer');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your response was not sent. It is still in the box: please try again.',
    );
    expect((box as HTMLTextAreaElement).value).toBe('My answer');
  });

  it('a first response goes through the lesson call', async () => {
    const posted: string[] = [];
    render(ALL, (url) => {
      posted.push(url.pathname);
      return jsonResponse(200, {});
    });
    await userEvent.click(await screen.findByRole('button', { name: /Offer memo/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your response' }), 'First');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posted).toEqual(['/api/assignment/5/lp/7/lc/9/response']));
  });

  it('says so when there are no assignments', async () => {
    render({ studentName: 'Dana Learner', containers: [] });
    expect(await screen.findByText('No assignments available at this time')).toBeDefined();
  });
});
