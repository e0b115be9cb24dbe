import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { courseProgress } from '../testing/fixtures';
import { ProgressSlot } from './progress-slot';

describe('ProgressSlot', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the generic error and a retry when the progress call fails, then the figures', async () => {
    let fail = true;
    mockFetch((url) => {
      if (url.pathname !== '/api/product/4/progress') return jsonResponse(404, {});
      if (fail) return new Response('', { status: 502, statusText: 'Bad Gateway' });
      return jsonResponse(200, courseProgress({ percentComplete: 13.6 }));
    });
    renderWithProviders(<ProgressSlot lpId={4} />);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('An error occurred (Error: 502xBad Gateway)');
    expect(screen.queryByText(/% complete/)).toBeNull();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('13.6% complete')).toBeTruthy();
  });
});
