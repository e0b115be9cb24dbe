import type { AssignmentRef } from '@continuum/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { AssignmentsBox } from './assignments-box';

afterEach(() => vi.restoreAllMocks());

const started: AssignmentRef = {
  id: 3,
  assignmentTitle: 'Draft a disclosure',
  assignmentText: 'Write it.',
  studentAssignmentId: 55,
  status: 'COMPLETE_WITH_RESPONSE',
  statusText: 'Complete, with instructor comments',
  responseText: 'Mine',
  answered: true,
  comments: [],
  containerTitle: 'Agency',
  learningComponentId: 9,
};

function serve(enabled: boolean, list: AssignmentRef[]) {
  mockFetch((url) => {
    if (url.pathname === '/api/product/7/assignments/isenabled') return jsonResponse(200, enabled);
    if (url.pathname === '/api/product/7/assignments') return jsonResponse(200, list);
    return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'x' });
  });
}

describe('AssignmentsBox', () => {
  it('lists the learner’s assignments with status icons and links to all of them', async () => {
    serve(true, [started]);
    renderWithProviders(<AssignmentsBox lpId={7} />);
    expect(await screen.findByText('Draft a disclosure')).toBeDefined();
    expect(screen.getByRole('img', { name: 'Complete, with instructor comments' }).getAttribute('data-icon')).toBe('checked');
    expect(screen.getByRole('link', { name: 'View All Assignments' }).getAttribute('href')).toBe('/lp/7/assignments');
    expect(screen.getByRole('heading', { name: 'Assignments' })).toBeDefined();
  });

  it('shows the empty text before any assignment', async () => {
    serve(true, []);
    renderWithProviders(<AssignmentsBox lpId={7} />);
    expect(await screen.findByText('As you progress through the course, all assignments will be listed here.')).toBeDefined();
  });

  it('is not shown when the product has no assignments', async () => {
    serve(false, []);
    renderWithProviders(<AssignmentsBox lpId={7} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('heading', { name: 'Assignments' })).toBeNull();
  });
});
