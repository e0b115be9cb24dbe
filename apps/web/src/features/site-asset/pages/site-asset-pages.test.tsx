import type { LearnerProduct } from '@continuum/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/shared/paths';
import { setCurrentProductId } from '@/shared/storage/current-product';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { SiteAssetExtPage, SiteAssetPage } from './site-asset-page';
import { CareerSiteAssetsPage, StudyPlanSiteAssetsPage, StudyTipSiteAssetsPage } from './site-assets-page';

const routes = [
  { path: paths.careerSiteAssets.path, element: <CareerSiteAssetsPage /> },
  { path: paths.studyPlanSiteAssets.path, element: <StudyPlanSiteAssetsPage /> },
  { path: paths.studyTipSiteAssets.path, element: <StudyTipSiteAssetsPage /> },
  { path: paths.siteAsset.path, element: <SiteAssetPage /> },
  { path: paths.siteAssetExt.path, element: <SiteAssetExtPage /> },
];

const siteAssets: LearnerProduct['siteAssets'] = {
  studyPlanLabel: 'Syllabus',
  studyPlanAssets: [{ label: 'Course syllabus', type: 'PDF', url: '/asset-storage/site-asset/download/3/syllabus.pdf' }],
  studyTipAssets: [],
  careerBuilderAssets: [{ label: 'Career video', type: 'VIDEO', url: 'https://example.test/v.mp4' }],
  instructorScheduleAssets: [],
};

function serveProduct(assets = siteAssets) {
  mockFetch((url) =>
    url.pathname === '/api/product/7'
      ? jsonResponse(200, { id: 7, courseTitle: 'Agency Basics', siteAssets: assets })
      : jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'unknown' }),
  );
}

beforeEach(() => setCurrentProductId(7));
afterEach(() => {
  vi.restoreAllMocks();
});

describe('site asset pages', () => {
  it('list each kind under its title, or say none are available', async () => {
    serveProduct();
    const { router } = renderRoutes(routes, '/site-assets/study-plan');
    expect(await screen.findByRole('heading', { level: 1, name: 'Syllabus' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Course syllabus' }).getAttribute('href')).toBe('/site-asset/study-plan/0');
    await router.navigate('/site-assets/career');
    expect(await screen.findByRole('heading', { level: 1, name: 'Career Builder' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Career video' }).getAttribute('href')).toBe('/site-asset/career/0');
    await router.navigate('/site-assets/study-tip');
    expect(await screen.findByRole('heading', { level: 1, name: 'Study Tips' })).toBeDefined();
    expect(screen.getByText('No site assets available')).toBeDefined();
  });

  it("titles the study plan 'Course Syllabus' when the product names no label", async () => {
    serveProduct({ ...siteAssets, studyPlanLabel: '' });
    renderRoutes(routes, '/site-assets/study-plan');
    expect(await screen.findByRole('heading', { level: 1, name: 'Course Syllabus' })).toBeDefined();
  });

  it('shows a PDF asset with its back link and new-tab view; other types are unsupported', async () => {
    serveProduct();
    const { router } = renderRoutes(routes, '/site-asset/study-plan/0');
    expect(await screen.findByRole('heading', { level: 1, name: 'Course syllabus' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Return to Syllabus' }).getAttribute('href')).toBe('/site-assets/study-plan');
    expect(screen.getByRole('link', { name: 'Open in new tab' }).getAttribute('href')).toBe('/site-asset-ext/study-plan/0');
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeDefined();

    await router.navigate('/site-asset/career/0');
    expect(await screen.findByText('Unsupported site asset type: VIDEO')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Return to Career Builder' }).getAttribute('href')).toBe('/site-assets/career');

    await router.navigate('/site-asset/study-tip/4');
    expect(await screen.findByText('No site assets available')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Return to Study Tips' })).toBeDefined();
  });

  it('shows the external view without the back link or new-tab button', async () => {
    serveProduct();
    renderRoutes(routes, '/site-asset-ext/study-plan/0');
    expect(await screen.findByRole('heading', { level: 1, name: 'Course syllabus' })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Return to Syllabus' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open in new tab' })).toBeNull();
  });
});
