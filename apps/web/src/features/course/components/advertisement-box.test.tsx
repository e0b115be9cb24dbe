import type { Advertisement } from '@continuum/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { AdvertisementBox } from './advertisement-box';

afterEach(() => vi.restoreAllMocks());
beforeEach(() => localStorage.clear());

const ad: Advertisement = {
  message: 'Save 20% on the Broker program',
  content: '<p>Finish <strong>strong</strong>.</p><img src="x" onerror="window.hacked = 1">',
  disclaimer: 'Valid 30 days.',
  learnMoreUrl: 'https://example.com/broker',
};

function serve(reply: Advertisement | null) {
  mockFetch((url) =>
    url.pathname === '/api/advertisement/lp/7'
      ? jsonResponse(200, reply)
      : jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'x' }),
  );
}

describe('AdvertisementBox', () => {
  it('opens the viewer: message, content, disclaimer and a learn-more link to a new window without the opener', async () => {
    serve(ad);
    renderWithProviders(<AdvertisementBox lpId={7} completed={false} />);
    expect(await screen.findByText(ad.message)).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'View offer' }));
    const dialog = await screen.findByRole('dialog', { name: ad.message });
    expect(within(dialog).getByText('strong').tagName).toBe('STRONG');
    // Sanitized again in the browser: the handler never reaches the page.
    expect(dialog.innerHTML).not.toContain('onerror');
    expect(within(dialog).getByText('Valid 30 days.')).toBeDefined();
    const link = within(dialog).getByRole('link', { name: /Learn more/ });
    expect(link.getAttribute('href')).toBe(ad.learnMoreUrl);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'View offer' })));
  });

  it('opens by itself once after completion', async () => {
    serve(ad);
    const first = renderWithProviders(<AdvertisementBox lpId={7} completed />);
    expect(await screen.findByRole('dialog', { name: ad.message })).toBeDefined();
    first.unmount();
    renderWithProviders(<AdvertisementBox lpId={7} completed />);
    expect(await screen.findByRole('button', { name: 'View offer' })).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing when the product has no advertisement', async () => {
    serve(null);
    renderWithProviders(<AdvertisementBox lpId={7} completed />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('heading', { name: 'A special offer' })).toBeNull();
  });
});
