import type { SessionEntry } from '@continuum/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inFrench } from '@/test/french';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { SessionsPage } from './sessions-page';

// Midday UTC, so the day is the same in any time zone the tests run in.
const session: SessionEntry = {
  series: 'abc',
  ipAddress: '127.0.0.1',
  userAgent: 'Firefox',
  formattedTokenDate: 'November 25, 2026',
  tokenDate: '2026-11-25T12:00:00.000Z',
  rememberMe: true,
  current: false,
};

describe('SessionsPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('writes the session date in the UI language, not the server English text', async () => {
    await inFrench();
    mockFetch(() => jsonResponse(200, [session]));
    renderWithProviders(<SessionsPage />);
    const cell = await screen.findByRole('cell', { name: /2026/ });
    expect(cell.textContent).toMatch(/^25 nov\. 2026/);
    expect(screen.queryByText(/November/)).toBeNull();
  });
});
