import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { FeedbackPage } from './feedback-page';

afterEach(() => vi.restoreAllMocks());

const row = {
  id: 4,
  createdAt: '2026-11-20T10:00:00Z',
  login: 'ann',
  name: 'Ann Lee',
  course: 'Ethics 101',
  url: 'https://app.test/lp/7/home',
  feedback: '<img src=x onerror=alert(1)> Great course',
  browser: 'Firefox 140',
  device: 'desktop',
  learnerProductId: 7,
};

describe('FeedbackPage', () => {
  it('lists the feedback newest first, as plain text, and searches it', async () => {
    const bodies: Record<string, unknown>[] = [];
    mockFetch((url, init) => {
      if (url.pathname.startsWith('/i18n/')) return jsonResponse(200, {});
      if (url.pathname === '/api/admin/support/feedback/search') {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse(200, { content: [row], totalElements: 1, totalPages: 1 });
      }
      return jsonResponse(404, {});
    });
    renderRoutes([{ path: '/', element: <FeedbackPage /> }], '/');
    const table = await screen.findByRole('table', { name: /^Feedback/ });
    expect(await within(table).findByText('<img src=x onerror=alert(1)> Great course')).toBeTruthy();
    expect(table.querySelector('img')).toBeNull();
    expect(within(table).getByRole('cell', { name: 'Ethics 101' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'desktop · Firefox 140' })).toBeTruthy();
    expect(bodies[0]).toMatchObject({ sortOrders: { primary: { field: 'createdAt', direction: 'DESC' } } });

    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'Great{Enter}');
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ searchValue: 'Great' }));
  });
});
