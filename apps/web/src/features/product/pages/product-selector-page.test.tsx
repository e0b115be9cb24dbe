import type { ProductListEntry } from '@continuum/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inFrench } from '@/test/french';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { ProductSelectorPage } from './product-selector-page';

const product: ProductListEntry = { learnerProductId: 7, productName: 'Ethics 101', status: 'ACTIVE' };
/** The products list; every other call (the page's content block, the account) finds nothing. */
const products = (list: ProductListEntry[]) =>
  mockFetch((url) => (url.pathname === '/api/user/products' ? jsonResponse(200, list) : jsonResponse(404, {})));

describe('ProductSelectorPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("says 'No current products found!' when the list fails (001 §8), with the error and a retry", async () => {
    let fail = true;
    mockFetch((url) => {
      if (url.pathname !== '/api/user/products') return jsonResponse(404, {});
      if (fail) return new Response('bad gateway', { status: 502, statusText: 'Bad Gateway' });
      return jsonResponse(200, [product]);
    });
    renderWithProviders(<ProductSelectorPage />);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('An error occurred (Error: 502xBad Gateway)');
    expect(screen.getByText('No current products found!')).toBeTruthy();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Ethics 101' })).toBeTruthy();
  });

  it('keeps the empty text for a list that really is empty', async () => {
    products([]);
    renderWithProviders(<ProductSelectorPage />);
    expect(await screen.findByText('No current products found!')).toBeTruthy();
  });

  it('shows each status in words, never the raw value', async () => {
    products([
      { learnerProductId: 7, productName: 'Ethics 101', status: 'IN_PROGRESS' },
      { learnerProductId: 8, productName: 'Law 201', status: 'PENDING_SIGNATURE' },
      { learnerProductId: 9, productName: 'Tax 301', status: 'SOMETHING_NEW' },
    ]);
    renderWithProviders(<ProductSelectorPage />);
    expect(await screen.findByRole('cell', { name: 'In progress' })).toBeDefined();
    expect(screen.getByRole('cell', { name: 'Pending signature' })).toBeDefined();
    expect(screen.getByRole('cell', { name: 'Other' })).toBeDefined();
    expect(screen.queryByText(/_/)).toBeNull();
  });

  it('in French, says En cours', async () => {
    await inFrench();
    products([{ ...product, status: 'IN_PROGRESS' }]);
    renderWithProviders(<ProductSelectorPage />);
    expect(await screen.findByRole('cell', { name: 'En cours' })).toBeDefined();
  });
});
