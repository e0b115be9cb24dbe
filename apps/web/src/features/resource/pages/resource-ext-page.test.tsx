import type { Resource } from '@continuum/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/shared/paths';
import { setCurrentProductId } from '@/shared/storage/current-product';
import { renderRoutes } from '@/test/render';
import { keyPoints, resource, serve } from '../testing/fixtures';
import { ResourceExtPage } from './resource-ext-page';

const routes = [{ path: paths.productResourceExt.path, element: <ResourceExtPage /> }];
const lcData = {
  parentTitlePrefix: null,
  parentTitle: 'Duties to Clients',
  ancestorTitlePrefix: 'Unit 1',
  ancestorTitle: 'Agency',
};

beforeEach(() => setCurrentProductId(7));
afterEach(() => {
  vi.restoreAllMocks();
});

function serveResource(r: Resource) {
  return serve({
    [`GET /api/product/7/resource/${r.id}`]: r,
    [`GET /api/product/7/resource/${r.id}/lc/5`]: lcData,
    [`POST /api/product/7/resource/${r.id}/view`]: { id: r.id, reviewed: true },
  });
}

describe('ResourceExtPage (chrome-less view)', () => {
  it('names where the resource is from and offers Download/Print when enableSave allows it, as an external download', async () => {
    serveResource(resource({ enableSave: true }));
    renderRoutes(routes, '/lc/5/resource-ext/31/false');
    expect(await screen.findByText('This resource is from Duties to Clients, Unit 1: Agency')).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: "The Broker's Fiduciary Duties" })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Download/Print' }).getAttribute('href')).toBe('/pdf/7/resource/31?external=true');
    expect(screen.getByRole('button', { name: 'Bookmark this resource' })).toBeDefined();
    expect(screen.getByText('© 2026 Continuum Academy')).toBeDefined();
    // The app view's links are not part of the chrome-less view.
    expect(screen.queryByRole('link', { name: 'All Resources' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open in new tab' })).toBeNull();
  });

  it('hides Download/Print without enableSave, and the bookmark with hideBookmark', async () => {
    serveResource(
      resource({
        enableSave: false,
        data: { ...resource().data, downloadUrl: '/asset-storage/resource/download/7/31/a.docx?download=true' },
      }),
    );
    renderRoutes(routes, '/lc/5/resource-ext/31/false?hideBookmark=true');
    await screen.findByRole('heading', { level: 1, name: "The Broker's Fiduciary Duties" });
    expect(screen.queryByRole('link', { name: 'Download/Print' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bookmark this resource' })).toBeNull();
  });

  it('shows the key points of a KEY_POINTS resource and a FORUM resource; other types are unsupported', async () => {
    serve({
      'GET /api/product/7/resource/50': resource({
        id: 50,
        type: 'KEY_POINTS',
        title: 'Unit 1 Key Points',
        content: null,
        keyPoints: ['<p>Point one</p>'],
      }),
      'GET /api/product/7/resource/50/lc/5': lcData,
      'POST /api/product/7/resource/50/view': { id: 50, reviewed: true },
      'GET /api/product/7/resource/51': resource({ id: 51, type: 'FORUM', title: 'Disclosure forum', content: null }),
      'GET /api/product/7/resource/51/lc/5': lcData,
      'POST /api/product/7/resource/51/view': { id: 51, reviewed: true },
      'GET /api/product/7/resource/53': resource({
        id: 53,
        type: 'FORUM',
        title: 'First-contact forum',
        content: null,
        data: { ...resource().data, forumKey: 'first-contact', forumId: 12 },
      }),
      'GET /api/product/7/resource/53/lc/5': lcData,
      'POST /api/product/7/resource/53/view': { id: 53, reviewed: true },
      'GET /api/forum/12': {
        id: 12,
        title: 'Share',
        question: 'How do you disclose whom you represent?',
        active: true,
        posts: [],
      },
      'GET /api/product/7/resource/52': resource({ id: 52, type: 'EMBEDDED_CONTENT' as Resource['type'], title: 'Widget' }),
      'GET /api/product/7/resource/52/lc/5': lcData,
      'POST /api/product/7/resource/52/view': { id: 52, reviewed: true },
    });
    const { router } = renderRoutes(routes, '/lc/5/resource-ext/50/false');
    expect(await screen.findByText('Point one')).toBeDefined();
    await router.navigate('/lc/5/resource-ext/51/false');
    expect(await screen.findByText('Discussion forum: Disclosure forum')).toBeDefined();
    await router.navigate('/lc/5/resource-ext/53/false');
    expect(await screen.findByText('How do you disclose whom you represent?')).toBeDefined();
    expect(screen.getByText('This are no posted answers yet.')).toBeDefined();
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Open the forum page' }).getAttribute('href')).toBe('/forum/12');
    await router.navigate('/lc/5/resource-ext/52/false');
    expect(await screen.findByText('Unsupported resource type: EMBEDDED_CONTENT')).toBeDefined();
  });

  it('with isKeyPoints shows the learning component key points and bookmarks them', async () => {
    let isBookmarked = false;
    const calls = serve({
      'POST /api/product/7/9/key-points/view': () => keyPoints({ isBookmarked }),
      'POST /api/product/7/9/key-points/bookmark': () => {
        isBookmarked = true;
        return { learningComponentId: 9, isBookmarked: true };
      },
    });
    renderRoutes(routes, '/lc/9/resource-ext/9/true');
    expect(await screen.findByText('This resource is from Key Points, Unit 1: Agency')).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Key Points' })).toBeDefined();
    expect(screen.getByRole('list', { name: 'Key points' }).textContent).toContain(
      'Give the IABS notice at the first substantive dialogue.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Bookmark this key points' }));
    expect(await screen.findByRole('button', { name: 'Bookmarked!' })).toBeDefined();
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/product/7/9/key-points/bookmark'));
  });
});
