import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { SurveyResultsPage } from './survey-results-page';

afterEach(() => vi.restoreAllMocks());

const row = {
  id: 3,
  learnerProductId: 7,
  productName: 'Ethics 101',
  externalUserId: 'EU-1',
  externalEnrollmentId: 'EE-9',
  skipped: false,
  submittedAt: '2026-11-20T10:00:00Z',
  feedbackSurveyResponse: [
    { questionText: 'How would you rate this course?', userResponse: 'EXCELLENT' },
    { questionText: 'Comments', userResponse: '<b>bold</b> text' },
  ],
};

describe('SurveyResultsPage', () => {
  it('lists the responses newest first with their answers as plain text', async () => {
    const bodies: Record<string, unknown>[] = [];
    mockFetch((url, init) => {
      if (url.pathname === '/api/admin/feedbackSurvey/search') {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse(200, { content: [row], totalElements: 1, totalPages: 1 });
      }
      return jsonResponse(404, {});
    });
    renderRoutes([{ path: '/', element: <SurveyResultsPage /> }], '/');
    const table = await screen.findByRole('table', { name: /^Survey results/ });
    expect(await within(table).findByRole('cell', { name: 'Ethics 101' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'EU-1 / EE-9' })).toBeTruthy();
    expect(within(table).getByText('EXCELLENT')).toBeTruthy();
    expect(within(table).getByText('<b>bold</b> text')).toBeTruthy();
    expect(table.querySelector('b')).toBeNull();
    expect(bodies[0]).toMatchObject({ sortOrders: { primary: { field: 'submittedAt', direction: 'DESC' } } });
  });
});
