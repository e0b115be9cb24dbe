import type { Bookmark } from '@continuum/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { BookmarksBox } from './bookmarks-box';

afterEach(() => {
  vi.restoreAllMocks();
});

const bookmark = (overrides: Partial<Bookmark>): Bookmark => ({
  id: 31,
  learningComponentId: 5,
  type: 'PDF',
  name: 'handbook',
  title: 'Agency Disclosure Handbook',
  locked: false,
  isKeyPoints: false,
  parentTitle: 'Agency',
  parentTitlePrefix: 'Unit 1',
  ...overrides,
});

function serveBookmarks(reply: Response) {
  mockFetch((url) =>
    url.pathname === '/api/product/7/bookmarks' ? reply : jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'x' }),
  );
}

describe('BookmarksBox', () => {
  it('links bookmarked resources to their view and key points to their page; locked ones are not links', async () => {
    serveBookmarks(
      jsonResponse(200, [
        bookmark({}),
        bookmark({ id: 9, learningComponentId: 9, type: 'KEY_POINTS', title: 'Key Points', isKeyPoints: true }),
        bookmark({ id: 40, title: 'Resale Timeline', locked: true }),
      ]),
    );
    renderWithProviders(<BookmarksBox lpId={7} />);
    expect((await screen.findByRole('link', { name: 'Agency Disclosure Handbook' })).getAttribute('href')).toBe(
      '/lc/5/resource/31',
    );
    expect(screen.getByRole('link', { name: 'Key Points' }).getAttribute('href')).toBe('/lp/7/lc/9');
    expect(screen.getByText('Resale Timeline (Locked)')).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Resale Timeline' })).toBeNull();
  });

  it('opens a bookmarked forum where forums are shown (the external view), not the resource view', async () => {
    serveBookmarks(jsonResponse(200, [bookmark({ id: 51, type: 'FORUM', title: 'Disclosure forum' })]));
    renderWithProviders(<BookmarksBox lpId={7} />);
    expect((await screen.findByRole('link', { name: 'Disclosure forum' })).getAttribute('href')).toBe(
      '/lc/5/resource-ext/51/false',
    );
  });

  it('shows the empty text without bookmarks and the error when they cannot load', async () => {
    serveBookmarks(jsonResponse(200, []));
    const { unmount } = renderWithProviders(<BookmarksBox lpId={7} />);
    expect(await screen.findByText('Bookmarked resources appear here when available')).toBeDefined();
    unmount();
    vi.restoreAllMocks();
    serveBookmarks(jsonResponse(500, { status: 500, code: 'INTERNAL', message: 'x' }));
    renderWithProviders(<BookmarksBox lpId={7} />);
    expect(await screen.findByText(/An error occurred/)).toBeDefined();
  });
});
