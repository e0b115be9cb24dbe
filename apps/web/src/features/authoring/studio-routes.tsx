import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { previewPath } from '@/features/authoring-preview/public/preview-path';
import { loadI18nPart } from '@/shared/i18n/i18n';
import { PageLoader } from '@/shared/ui/page-loader';
import { DraftPage } from './pages/draft-page';
import { StudioHomePage } from './pages/studio-home-page';

// Preview as a learner (decisions 0206, 0220): its page and its texts (the admin part, and the lesson part of the
// learner's inquiry components it shows) load when an author first opens one.
const PreviewPage = lazy(() =>
  Promise.all([import('@/features/authoring-preview/public/preview'), loadI18nPart('admin'), loadI18nPart('lesson')]).then(
    ([m]) => ({
      default: m.PreviewPage,
    }),
  ),
);
const previewRoute = previewPath.path.replace('/studio/', '');

/** The authoring studio's screens, one lazy chunk (issue 30): the lineages, and a draft's editor. */
export function StudioRoutes() {
  return (
    <Routes>
      <Route index element={<StudioHomePage />} />
      <Route path="drafts/:productId" element={<DraftPage />} />
      <Route
        path={previewRoute}
        element={
          <Suspense fallback={<PageLoader />}>
            <PreviewPage />
          </Suspense>
        }
      />
    </Routes>
  );
}
