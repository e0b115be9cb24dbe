import type { Resource, ResourcesReply } from '@continuum/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { learnerProduct, nodeView } from '../testing/fixtures';
import { CourseMaterialsBox } from './course-materials-box';
import { NodeResourcesBox } from './node-resources-box';
import { ToolsBox } from './tools-box';

afterEach(() => {
  vi.restoreAllMocks();
});

const item = (id: number, lcId: number, title: string, extra: Partial<Resource> = {}) =>
  ({ id, learningComponentId: lcId, title, type: 'PDF', locked: false, handbook: false, ...extra }) as Resource;

const reply: ResourcesReply = {
  handbooks: [
    item(1, 1, 'Agency Handbook', { handbook: true }),
    item(2, 4, 'Contracts Worksheet', { handbook: true, locked: true }),
  ],
  groups: [
    {
      id: 3,
      type: 'UNIT',
      title: 'Agency',
      titlePrefix: 'Unit 1',
      parentTitle: null,
      parentTitlePrefix: null,
      locked: false,
      completed: false,
      current: true,
      resources: [
        item(10, 3, 'Unit overview'),
        item(11, 5, 'Duties article', { type: 'HTML' }),
        item(12, 6, 'Forum', { type: 'FORUM' }),
      ],
    },
    { ...reply0(), id: 8, resources: [item(20, 8, 'Other unit article')] },
  ],
};
function reply0() {
  return {
    id: 0,
    type: 'UNIT',
    title: 'x',
    titlePrefix: null,
    parentTitle: null,
    parentTitlePrefix: null,
    locked: false,
    completed: false,
    current: false,
    resources: [],
  };
}

function serveResources(r: Response) {
  mockFetch((url) =>
    url.pathname === '/api/product/7/resources' ? r : jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'x' }),
  );
}

describe('resource boxes of the course pages', () => {
  it('Course Materials links the unlocked handbooks and offers View All Resources', async () => {
    serveResources(jsonResponse(200, reply));
    renderWithProviders(<CourseMaterialsBox lpId={7} handbooks={[]} />);
    expect((await screen.findByRole('link', { name: 'Agency Handbook' })).getAttribute('href')).toBe('/lc/1/resource/1');
    expect(screen.getByText('Contracts Worksheet (Locked)')).toBeDefined();
    expect(screen.getByRole('link', { name: 'View All Resources' }).getAttribute('href')).toBe('/resources');
  });

  it("a unit's box lists the resources of the unit and the nodes under it", async () => {
    serveResources(jsonResponse(200, reply));
    const unit = nodeView(3, 'UNIT', { children: [nodeView(5, 'LESSON'), nodeView(6, 'LESSON')] });
    renderWithProviders(<NodeResourcesBox lpId={7} title="Unit Resources" node={unit} />);
    const box = await screen.findByRole('region', { name: 'Unit Resources' });
    expect((await within(box).findByRole('link', { name: 'Duties article' })).getAttribute('href')).toBe('/lc/5/resource/11');
    expect(within(box).getByRole('link', { name: 'Unit overview' })).toBeDefined();
    expect(within(box).getByRole('link', { name: 'Forum' }).getAttribute('href')).toBe('/lc/6/resource-ext/12/false');
    expect(within(box).queryByText('Other unit article')).toBeNull();
  });

  it('says resources appear here when the node has none', async () => {
    serveResources(jsonResponse(200, reply));
    renderWithProviders(<NodeResourcesBox lpId={7} title="Lesson Resources" node={nodeView(99, 'LESSON')} />);
    expect(await screen.findByText('Resources appear here when available')).toBeDefined();
  });

  it('Tools links the glossary, each site-asset list and each asset', () => {
    const assets = {
      ...learnerProduct().siteAssets,
      studyPlanLabel: 'Syllabus',
      studyPlanAssets: [{ label: 'The plan', type: 'PDF', url: '/p.pdf' }],
      careerBuilderAssets: [{ label: 'Resume tips', type: 'PDF', url: '/r.pdf' }],
    };
    renderWithProviders(<ToolsBox assets={assets} />);
    expect(screen.getByRole('link', { name: 'Glossary' }).getAttribute('href')).toBe('/glossary');
    expect(screen.getByRole('link', { name: 'Syllabus' }).getAttribute('href')).toBe('/site-assets/study-plan');
    expect(screen.getByRole('link', { name: 'The plan' }).getAttribute('href')).toBe('/site-asset/study-plan/0');
    expect(screen.getByRole('link', { name: 'Career Builder' }).getAttribute('href')).toBe('/site-assets/career');
    expect(screen.getByRole('link', { name: 'Resume tips' }).getAttribute('href')).toBe('/site-asset/career/0');
    expect(screen.queryByText('Study Tips')).toBeNull();
  });

  it('Tools hides the glossary link when the productGlossary flag is off', async () => {
    const fetch = mockFetch((url) => {
      if (url.pathname === '/api/account') return jsonResponse(200, { login: 'l', authorities: ['ROLE_AUTHENTICATED'] });
      if (url.pathname === '/api/feature_flags/') return jsonResponse(200, { productGlossary: false });
      return jsonResponse(404, {});
    });
    renderWithProviders(<ToolsBox assets={learnerProduct().siteAssets} />);
    await waitFor(() => expect(fetch.mock.calls.some(([input]) => String(input).includes('feature_flags'))).toBe(true));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Glossary' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Tools' })).toBeDefined();
  });
});
