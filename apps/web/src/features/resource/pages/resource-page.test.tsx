import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/shared/paths';
import { getCurrentProductId, setCurrentProductId } from '@/shared/storage/current-product';
import { jsonResponse, renderRoutes, testQueryClient } from '@/test/render';
import { lockedReply, resource, serve } from '../testing/fixtures';
import { ResourcePage } from './resource-page';

const routes = [
  { path: paths.resource.path, element: <ResourcePage /> },
  { path: paths.resources.path, element: <h1>Resources list</h1> },
  { path: paths.home.path, element: <h1>Home</h1> },
];

beforeEach(() => setCurrentProductId(7));
afterEach(() => {
  vi.restoreAllMocks();
});

describe('ResourcePage', () => {
  it('asks the product that holds the node, not the last product opened, and makes it current', async () => {
    const tree = (rootId: number, ids: number[]) => ({
      rootId,
      nodes: ids.map((id) => ({
        id,
        type: 'LESSON',
        title: `n${id}`,
        titlePrefix: null,
        parentId: null,
        children: [],
        description: null,
        metadata: {},
      })),
    });
    const calls = serve({
      'GET /api/product/7/meta': tree(1, [1, 2]),
      'GET /api/user/products': [
        { learnerProductId: 7, productName: 'Other course', status: 'ACTIVE' },
        { learnerProductId: 8, productName: 'This course', status: 'ACTIVE' },
      ],
      'GET /api/product/8/meta': tree(4, [4, 5]),
      'GET /api/product/8/resource/31': resource(),
      'POST /api/product/8/resource/31/view': { id: 31, reviewed: true },
    });
    renderRoutes(routes, '/lc/5/resource/31');
    expect(await screen.findByRole('heading', { level: 1, name: "The Broker's Fiduciary Duties" })).toBeDefined();
    expect(calls.some((c) => c.path.startsWith('/api/product/7/resource'))).toBe(false);
    expect(getCurrentProductId()).toBe(8);
  });

  it('shows an HTML resource with its back links and copyright, and logs one view', async () => {
    const calls = serve({
      'GET /api/product/7/resource/31': resource(),
      'POST /api/product/7/resource/31/view': { id: 31, reviewed: true },
    });
    // A lesson page loaded before: its unviewedResources/allowContinue must be read again after the view.
    const client = testQueryClient();
    const lessonPage = ['course', 7, 'lc', 5, ''];
    client.setQueryData(lessonPage, { allowContinue: false });
    renderRoutes(routes, '/lc/5/resource/31', client);
    expect(await screen.findByRole('heading', { level: 1, name: "The Broker's Fiduciary Duties" })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Loyalty' })).toBeDefined();
    expect(screen.getByText('The broker puts the client first.')).toBeDefined();
    expect(screen.getByText('© 2026 Continuum Academy')).toBeDefined();
    expect(screen.getByRole('link', { name: 'All Resources' }).getAttribute('href')).toBe('/resources');
    expect(screen.getByRole('link', { name: 'Return to view all resources' }).getAttribute('href')).toBe('/resources');
    const newTab = screen.getByRole('link', { name: 'Open in new tab' });
    expect(newTab.getAttribute('href')).toBe('/lc/5/resource-ext/31/false');
    expect(newTab.getAttribute('target')).toBe('_blank');
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.path).toBe('/api/product/7/resource/31/view');
    await waitFor(() => expect(client.getQueryState(lessonPage)?.isInvalidated).toBe(true));
  });

  it("opened from a lesson's resources step, it leads back to that step (top and bottom)", async () => {
    serve({
      'GET /api/product/7/resource/31': resource(),
      'POST /api/product/7/resource/31/view': { id: 31, reviewed: true },
    });
    const returnTo = '/lp/7/lc/5?step=lessonCompleteResources';
    const { router } = renderRoutes([...routes, { path: '/lp/:lpId/lc/:nodeId', element: <h1>Lesson step</h1> }], {
      pathname: '/lc/5/resource/31',
      state: { returnTo },
    });
    await screen.findByRole('heading', { level: 1, name: "The Broker's Fiduciary Duties" });
    const back = screen.getAllByRole('link', { name: 'Return to the lesson' });
    expect(back.map((a) => a.getAttribute('href'))).toEqual([returnTo, returnTo]);
    await userEvent.click(back[1] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Lesson step' })).toBeDefined();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(returnTo);
  });

  it('opened from elsewhere (or with a foreign return path) it offers no lesson link', async () => {
    serve({
      'GET /api/product/7/resource/31': resource(),
      'POST /api/product/7/resource/31/view': { id: 31, reviewed: true },
    });
    renderRoutes(routes, { pathname: '/lc/5/resource/31', state: { returnTo: 'https://evil.example/' } });
    await screen.findByRole('heading', { level: 1, name: "The Broker's Fiduciary Duties" });
    expect(screen.queryByRole('link', { name: 'Return to the lesson' })).toBeNull();
  });

  it('keeps the course header and a resource-view sidebar leading back to the lesson (issue 25 items 21, 24)', async () => {
    serve({
      'GET /api/product/7': { id: 7, courseTitle: 'Agency Basics', rules: {}, siteAssets: {} },
      'GET /api/product/7/resource/31': resource(),
      'POST /api/product/7/resource/31/view': { id: 31, reviewed: true },
      'GET /api/product/7/resource/31/lc/5': {
        parentTitle: 'Duties',
        parentTitlePrefix: 'Lesson 2',
        ancestorTitle: 'Agency',
        ancestorTitlePrefix: 'Unit 1',
      },
    });
    renderRoutes(routes, '/lc/5/resource/31');
    expect(await screen.findByText('Agency Basics')).toBeDefined();
    const aside = screen.getByRole('complementary', { name: 'About this resource' });
    expect(await within(aside).findByText('This resource is from Lesson 2: Duties, Unit 1: Agency')).toBeDefined();
    expect(within(aside).getByRole('link', { name: 'Back to the lesson' }).getAttribute('href')).toBe('/lp/7/lc/5');
    expect(within(aside).getByRole('link', { name: 'Return to course home' }).getAttribute('href')).toBe('/lp/7/home');
  });

  it('toggles the bookmark through the bookmark and unbookmark calls', async () => {
    let bookmarked = false;
    const calls = serve({
      'GET /api/product/7/resource/31': () => resource({ bookmarked }),
      'POST /api/product/7/resource/31/view': { id: 31, reviewed: true },
      'POST /api/product/7/5/resource/31/bookmark': () => {
        bookmarked = true;
        return { id: 31, bookmarked: true };
      },
      'POST /api/product/7/5/resource/31/unbookmark': () => {
        bookmarked = false;
        return { id: 31, bookmarked: false };
      },
    });
    renderRoutes(routes, '/lc/5/resource/31');
    const toggle = await screen.findByRole('button', { name: 'Bookmark this resource' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    const pressed = await screen.findByRole('button', { name: 'Bookmarked!' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(pressed);
    expect(await screen.findByRole('button', { name: 'Bookmark this resource' })).toBeDefined();
    expect(calls.filter((c) => c.path.endsWith('bookmark')).map((c) => c.path)).toEqual([
      '/api/product/7/5/resource/31/bookmark',
      '/api/product/7/5/resource/31/unbookmark',
    ]);
  });

  it('offers Download/Print only when the server gives a download address', async () => {
    serve({
      'GET /api/product/7/resource/31': resource(),
      'GET /api/product/7/resource/32': resource({
        id: 32,
        type: 'LINK',
        title: 'TREC Contract Forms',
        content: null,
        data: { ...resource().data, url: 'https://www.trec.texas.gov/forms', downloadUrl: null },
      }),
      'POST /api/product/7/resource/31/view': { id: 31, reviewed: true },
      'POST /api/product/7/resource/32/view': { id: 32, reviewed: true },
    });
    const { router } = renderRoutes(routes, '/lc/5/resource/31');
    const download = await screen.findByRole('link', { name: 'Download/Print' });
    expect(download.getAttribute('href')).toBe('/pdf/7/resource/31');
    await router.navigate('/lc/5/resource/32');
    const link = await screen.findByRole('link', { name: 'Open TREC Contract Forms (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://www.trec.texas.gov/forms');
    expect(screen.queryByRole('link', { name: 'Download/Print' })).toBeNull();
  });

  it('shows audio with its captions track and an image with its alt text', async () => {
    serve({
      'GET /api/product/7/resource/40': resource({
        id: 40,
        type: 'AUDIO',
        title: 'Audio Overview',
        content: null,
        data: {
          ...resource().data,
          url: '/asset-storage/resource/download/7/40/overview.wav',
          captions: [{ url: '/asset-storage/resource/download/7/40/c.vtt', srclang: 'en', label: 'English', kind: 'captions' }],
        },
      }),
      'GET /api/product/7/resource/41': resource({
        id: 41,
        type: 'IMAGE',
        title: 'Timeline',
        content: null,
        data: { ...resource().data, url: '/asset-storage/resource/download/7/41/t.png', alt: 'Bar chart of a resale timeline' },
      }),
      'POST /api/product/7/resource/40/view': { id: 40, reviewed: true },
      'POST /api/product/7/resource/41/view': { id: 41, reviewed: true },
    });
    const { router, container } = renderRoutes(routes, '/lc/5/resource/40');
    await screen.findByRole('heading', { level: 1, name: 'Audio Overview' });
    const track = container.querySelector('audio track');
    expect(track?.getAttribute('src')).toBe('/asset-storage/resource/download/7/40/c.vtt');
    expect(track?.getAttribute('kind')).toBe('captions');
    expect(track?.getAttribute('srclang')).toBe('en');
    await router.navigate('/lc/5/resource/41');
    expect((await screen.findByRole('img', { name: 'Bar chart of a resale timeline' })).getAttribute('src')).toBe(
      '/asset-storage/resource/download/7/41/t.png',
    );
  });

  it('shows a video with a captions track per language, the interface language on by default', async () => {
    const base = '/asset-storage/resource/download/7/42';
    serve({
      'GET /api/product/7/resource/42': resource({
        id: 42,
        type: 'VIDEO',
        title: 'The Option Period Timeline',
        content: null,
        data: {
          ...resource().data,
          url: `${base}/timeline.webm`,
          captions: [
            { url: `${base}/fr.vtt`, srclang: 'fr', label: 'Français', kind: 'captions' },
            { url: `${base}/en.vtt`, srclang: 'en', label: 'English', kind: 'captions' },
          ],
        },
      }),
      'POST /api/product/7/resource/42/view': { id: 42, reviewed: true },
    });
    const { container } = renderRoutes(routes, '/lc/5/resource/42');
    await screen.findByRole('heading', { level: 1, name: 'The Option Period Timeline' });
    const video = container.querySelector('video');
    expect(video?.getAttribute('src')).toBe(`${base}/timeline.webm`);
    const tracks = [...(video?.querySelectorAll('track[kind="captions"]') ?? [])];
    expect(tracks.map((t) => [t.getAttribute('srclang'), t.getAttribute('label'), t.hasAttribute('default')])).toEqual([
      ['fr', 'Français', false],
      ['en', 'English', true],
    ]);
  });

  it('says a locked resource is locked, and other failures with the spec text', async () => {
    serve({
      'GET /api/product/7/resource/31': lockedReply(),
      'GET /api/product/7/resource/33': jsonResponse(500, { status: 500, code: 'INTERNAL', message: 'x' }),
    });
    const { router } = renderRoutes(routes, '/lc/5/resource/31');
    expect((await screen.findByRole('alert')).textContent).toBe('This resource is locked until you reach it in the course.');
    expect(screen.queryByRole('button', { name: 'Bookmark this resource' })).toBeNull();
    await router.navigate('/lc/5/resource/33');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('An error occurred while accessing the resource.'));
  });

  it("reports a failed view log with 001 §8's text and keeps the resource readable", async () => {
    serve({
      'GET /api/product/7/resource/31': resource(),
      'POST /api/product/7/resource/31/view': jsonResponse(500, { status: 500, code: 'INTERNAL', message: 'x' }),
    });
    renderRoutes(routes, '/lc/5/resource/31');
    expect(await screen.findByText('An error occurred while logging the resource view.')).toBeDefined();
    expect(screen.getByText('The broker puts the client first.')).toBeDefined();
  });

  it('does not show FORUM or KEY_POINTS resources in the app view', async () => {
    serve({
      'GET /api/product/7/resource/31': resource({ type: 'FORUM', content: null }),
      'POST /api/product/7/resource/31/view': { id: 31, reviewed: true },
    });
    renderRoutes(routes, '/lc/5/resource/31');
    expect(await screen.findByText('Unsupported resource type: FORUM')).toBeDefined();
  });

  it('goes home when no learner product is open', async () => {
    localStorage.clear();
    serve({});
    renderRoutes(routes, '/lc/5/resource/31');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeDefined();
  });
});
