import type { AuthoringLineagesReply } from '@continuum/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { StudioHomePage } from './studio-home-page';

afterEach(() => vi.restoreAllMocks());

const version = (n: number, draft = false) => ({
  productId: 10 + n,
  code: n === 1 ? 'RE-CE' : `RE-CE-V${n}`,
  name: 'Real Estate CE',
  version: n,
  draft,
  publishedAt: draft ? null : '2026-01-01T00:00:00.000Z',
});
const lineages: AuthoringLineagesReply = {
  lineages: [
    { lineage: 'RE-CE', name: 'Real Estate CE', versions: [version(1), version(2)] },
    { lineage: 'LAW', name: 'Law Basics', versions: [{ ...version(1), productId: 30, code: 'LAW', name: 'Law Basics' }] },
  ],
};

describe('StudioHomePage', () => {
  it('lists the lineages with their versions, creates a draft and opens it, and diffs two versions', async () => {
    const posts: string[] = [];
    const diffs: string[] = [];
    mockFetch((url, init) => {
      if (url.pathname === '/api/authoring/lineages') return jsonResponse(200, lineages);
      if (init.method === 'POST') {
        posts.push(url.pathname);
        return jsonResponse(201, { productId: 31, code: 'LAW-V2', version: 2 });
      }
      if (url.pathname === '/api/authoring/lineages/RE-CE/diff') {
        diffs.push(url.search);
        const counts = { added: 1, removed: 0, changed: 2, unchanged: 7 };
        return jsonResponse(200, { from: 1, to: 2, nodes: counts, slides: counts, questions: counts, changedFraction: 0.3 });
      }
      return jsonResponse(404, {});
    });
    const user = userEvent.setup();
    renderRoutes(
      [
        { path: '/studio', element: <StudioHomePage /> },
        { path: '/studio/drafts/:productId', element: <p>draft page</p> },
      ],
      '/studio',
    );
    const re = await screen.findByRole('region', { name: 'Real Estate CE (RE-CE)' });
    const table = within(re).getByRole('table', { name: 'Versions of Real Estate CE' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(re).getByRole('link', { name: 'View version 2' }).getAttribute('href')).toBe('/studio/drafts/12');
    expect(await within(re).findByText(/Changed items: 6; added: 3; removed: 0/)).toBeTruthy();
    expect(diffs[0]).toContain('from=1');
    expect(diffs[0]).toContain('to=2');
    const law = screen.getByRole('region', { name: 'Law Basics (LAW)' });
    await user.click(within(law).getByRole('button', { name: 'Create a draft of Law Basics' }));
    expect(await screen.findByText('draft page')).toBeTruthy();
    expect(posts).toEqual(['/api/authoring/lineages/LAW/draft']);
  });

  it('says so when no lineage is granted', async () => {
    mockFetch(() => jsonResponse(200, { lineages: [] }));
    renderRoutes([{ path: '/', element: <StudioHomePage /> }], '/');
    expect(await screen.findByText(/You may not edit any course yet/)).toBeTruthy();
  });
});
