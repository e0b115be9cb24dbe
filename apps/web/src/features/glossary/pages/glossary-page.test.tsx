import type { GlossaryTerm } from '@continuum/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/shared/paths';
import { setCurrentProductId } from '@/shared/storage/current-product';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { GlossaryPage } from './glossary-page';

const routes = [{ path: paths.productGlossary.path, element: <GlossaryPage /> }];

const fiduciary: GlossaryTerm = {
  id: 6,
  term: 'Fiduciary',
  word: 'Fiduciary',
  definition: 'A person in a position of trust who must act in the best interest of another.',
  example: "As a fiduciary, the agent could not reveal the seller's lowest acceptable price.",
};
const duties: GlossaryTerm = {
  ...fiduciary,
  id: 7,
  term: 'Fiduciary duties',
  word: 'Fiduciary duties',
  definition: 'OLDCAR.',
  example: null,
};

interface Search {
  value: string;
}

/** The glossary calls of learner product 7; records each search body. */
function serveGlossary(reply: (body: Search) => Response) {
  const searches: Search[] = [];
  mockFetch((url, init) => {
    if (init.method === 'POST' && url.pathname === '/api/glossary/lp/7/search') {
      const body = JSON.parse(String(init.body)) as Search;
      searches.push(body);
      return reply(body);
    }
    if (url.pathname === '/api/glossary/6') return jsonResponse(200, fiduciary);
    return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'unknown' });
  });
  return searches;
}

beforeEach(() => setCurrentProductId(7));
afterEach(() => {
  vi.restoreAllMocks();
});

describe('GlossaryPage', () => {
  it('searches, lists word, definition and example, and opens a term in its modal', async () => {
    const searches = serveGlossary(() => jsonResponse(200, [fiduciary, duties]));
    renderRoutes(routes, '/glossary');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Search the glossary' }), 'fiduciaire{Enter}');
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(searches).toEqual([{ value: 'fiduciaire' }]);
    expect(within(results).getAllByRole('listitem')).toHaveLength(2);
    expect(within(results).getByText(fiduciary.definition)).toBeDefined();
    expect(within(results).getByText(`Example: ${fiduciary.example}`)).toBeDefined();

    await userEvent.click(within(results).getByRole('button', { name: 'Fiduciary' }));
    const modal = await screen.findByRole('dialog', { name: 'Fiduciary' });
    expect(await within(modal).findByText(fiduciary.definition)).toBeDefined();
    expect(within(modal).getByText(fiduciary.example ?? '')).toBeDefined();
    await userEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Fiduciary' })).toBeNull());
  });

  it("says 'No results available for search.' when nothing matches, and asks for a word before searching", async () => {
    const searches = serveGlossary(() => jsonResponse(200, []));
    renderRoutes(routes, '/glossary');
    await userEvent.click(await screen.findByRole('button', { name: 'Search' }));
    expect(screen.getByText('Enter a word to search for.')).toBeDefined();
    expect(searches).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search the glossary' }), 'zebra');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No results available for search.')).toBeDefined();
  });

  it("shows the 'Search Error' dialog when the search fails", async () => {
    serveGlossary(() => jsonResponse(500, { status: 500, code: 'INTERNAL', message: 'boom' }));
    renderRoutes(routes, '/glossary');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Search the glossary' }), 'agency{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Search Error' });
    // The spec's text, two spaces included.
    expect(dialog.textContent).toContain('An error occurred while performing your glossary service.  Please try again.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog', { name: 'Search Error' })).toBeNull();
  });
});
