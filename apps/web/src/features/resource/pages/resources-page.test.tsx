import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/shared/paths';
import { setCurrentProductId } from '@/shared/storage/current-product';
import { renderRoutes } from '@/test/render';
import { group, resource, serve } from '../testing/fixtures';
import { ResourcesPage } from './resources-page';

const routes = [{ path: paths.resources.path, element: <ResourcesPage /> }];

beforeEach(() => setCurrentProductId(7));
afterEach(() => {
  vi.restoreAllMocks();
});

const handbook = resource({
  id: 1,
  learningComponentId: 1,
  type: 'PDF',
  title: 'Agency Disclosure Handbook',
  handbook: true,
  content: null,
});
const lockedHandbook = resource({
  id: 2,
  learningComponentId: 4,
  type: 'DOCUMENT',
  title: 'Contract Deadlines Worksheet',
  handbook: true,
  locked: true,
  content: null,
});

describe('ResourcesPage', () => {
  it("lists 'Course Materials' and the resources of the current unit, with previous and upcoming behind their toggles", async () => {
    serve({
      'GET /api/product/7/resources': {
        handbooks: [handbook, lockedHandbook],
        groups: [
          group({
            id: 2,
            title: 'Introduction',
            titlePrefix: null,
            completed: true,
            current: false,
            resources: [resource({ id: 10, title: 'Welcome notes', type: 'NOTES', reviewed: true })],
          }),
          group({ id: 3, resources: [resource({ id: 11, title: 'Audio Overview', type: 'AUDIO' })] }),
          group({
            id: 4,
            title: 'Contracts',
            titlePrefix: 'Unit 2',
            locked: true,
            current: false,
            resources: [resource({ id: 12, title: 'Resale Contract Timeline', type: 'SPREADSHEET', locked: true })],
          }),
        ],
      },
    });
    renderRoutes(routes, '/resources');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Resources' })).toBeDefined();
    const materials = await screen.findByRole('region', { name: 'Course Materials' });
    expect(within(materials).getByRole('link', { name: 'Agency Disclosure Handbook' }).getAttribute('href')).toBe(
      '/lc/1/resource/1',
    );
    expect(within(materials).getByText(/Contract Deadlines Worksheet/).textContent).toContain('Locked');
    expect(within(materials).queryByRole('link', { name: 'Contract Deadlines Worksheet' })).toBeNull();

    // The current unit is open; the completed introduction and the locked unit wait behind their toggles.
    expect(screen.getByRole('button', { name: 'Unit 1: Agency' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Audio Overview' }).getAttribute('href')).toBe('/lc/5/resource/11');
    expect(screen.queryByRole('button', { name: 'Introduction' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Unit 2: Contracts/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'View Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Introduction' }));
    expect(screen.getByRole('link', { name: 'Welcome notes' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Hide Previous' }).getAttribute('aria-expanded')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'View Upcoming' }));
    const upcoming = screen.getByRole('button', { name: 'Unit 2: Contracts Locked' });
    expect(upcoming.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(upcoming);
    expect(screen.getByText(/Resale Contract Timeline/).textContent).toContain('Locked');
    expect(screen.queryByRole('link', { name: 'Resale Contract Timeline' })).toBeNull();

    // Collapsing a unit hides its resources again.
    await userEvent.click(screen.getByRole('button', { name: 'Unit 1: Agency' }));
    expect(screen.queryByRole('link', { name: 'Audio Overview' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Hide Upcoming' }));
    expect(screen.queryByRole('button', { name: 'Unit 2: Contracts Locked' })).toBeNull();
  });

  it('says when there are no course materials and no resources', async () => {
    serve({ 'GET /api/product/7/resources': { handbooks: [], groups: [] } });
    renderRoutes(routes, '/resources');
    expect(await screen.findByText('No course materials available at this time')).toBeDefined();
    expect(screen.getByText('No resources available at this time')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'View Previous' })).toBeNull();
  });

  it('opens key points and forum resources in the external view', async () => {
    serve({
      'GET /api/product/7/resources': {
        handbooks: [],
        groups: [group({ resources: [resource({ id: 20, type: 'FORUM', title: 'Disclosure forum', content: null })] })],
      },
    });
    renderRoutes(routes, '/resources');
    expect((await screen.findByRole('link', { name: 'Disclosure forum' })).getAttribute('href')).toBe(
      '/lc/5/resource-ext/20/false',
    );
  });
});
