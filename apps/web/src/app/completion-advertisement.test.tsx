import type { Advertisement } from '@continuum/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advertisementShown } from '@/features/course/components/advertisement-shown';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { CompletionAdvertisement } from './completion-advertisement';

afterEach(() => vi.restoreAllMocks());
beforeEach(() => localStorage.clear());

const ad: Advertisement = {
  message: 'Save 20% on the Broker program',
  content: '<p>Take the <strong>next step</strong>.</p>',
  disclaimer: 'Valid 30 days.',
  learnMoreUrl: 'https://example.com/broker',
};

const serve = (status: number, reply: Advertisement | null | object) =>
  mockFetch((url) => (url.pathname === '/api/advertisement/lp/7' ? jsonResponse(status, reply) : jsonResponse(404, {})));

describe('CompletionAdvertisement (001 §4: complete, then the advertisement)', () => {
  it('shows the viewer with learn-more in a new window; closed, the completion goes on; the home will not open it again', async () => {
    serve(200, ad);
    const onDone = vi.fn();
    renderWithProviders(<CompletionAdvertisement lpId={7} onDone={onDone} />);
    const dialog = await screen.findByRole('dialog', { name: ad.message });
    const link = within(dialog).getByRole('link', { name: /Learn more/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(advertisementShown(7)).toBe(true);
    expect(onDone).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('without an advertisement, or when it cannot be read, the completion goes straight on', async () => {
    for (const [status, reply] of [
      [200, null],
      [500, { code: 'INTERNAL' }],
    ] as const) {
      serve(status, reply);
      const onDone = vi.fn();
      const view = renderWithProviders(<CompletionAdvertisement lpId={7} onDone={onDone} />);
      await waitFor(() => expect(onDone).toHaveBeenCalled());
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(advertisementShown(7)).toBe(false);
      view.unmount();
      vi.restoreAllMocks();
    }
  });
});
