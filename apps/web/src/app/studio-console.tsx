import { lazy, Suspense } from 'react';
import { loadI18nPart } from '@/shared/i18n/i18n';
import { PageLoader } from '@/shared/ui/page-loader';

// One more step of loading: the studio's chunk list (its ~25 files to preload) lives in this small chunk, not in the
// first load's route table, which has no room for it (check-budget, decision 0203). Its texts come with it.
const StudioRoutes = lazy(() =>
  Promise.all([import('@/features/authoring/studio-routes'), loadI18nPart('authoring')]).then(([m]) => ({
    default: m.StudioRoutes,
  })),
);

/** The authoring studio (issue 30), behind the app's guard for ROLE_ADMIN and ROLE_AUTHOR; React Router's lazy route reads `Component`. */
export function Component() {
  return (
    <Suspense fallback={<PageLoader />}>
      <StudioRoutes />
    </Suspense>
  );
}
