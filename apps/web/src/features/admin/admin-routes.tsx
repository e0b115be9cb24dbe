import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { paths } from '@/shared/paths';
import { PageLoader } from '@/shared/ui/page-loader';
import { adminPaths } from './admin-paths';
import { RequireAdmin } from './require-admin';

/** A page of its own chunk, as the app's routes load theirs. */
const page = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

const AdminPortalPage = page(() => import('./pages/admin-portal-page').then((m) => m.AdminPortalPage));
const AuditsPage = page(() => import('./pages/audits-page').then((m) => m.AuditsPage));
const UsersPage = page(() => import('./pages/users-page').then((m) => m.UsersPage));
const PersonPage = page(() => import('./pages/person-page').then((m) => m.PersonPage));
const EmailListPage = page(() => import('./pages/email-list-page').then((m) => m.EmailListPage));
const HealthPage = page(() => import('./pages/health-page').then((m) => m.HealthPage));
const LogsPage = page(() => import('./pages/logs-page').then((m) => m.LogsPage));
const SessionsAdminPage = page(() => import('./pages/sessions-admin-page').then((m) => m.SessionsAdminPage));
const UserRolesPage = page(() => import('./pages/user-roles-page').then((m) => m.UserRolesPage));
const EnrolmentsPage = page(() => import('./pages/enrolments-page').then((m) => m.EnrolmentsPage));
const FeatureFlagsPage = page(() => import('./pages/feature-flags-page').then((m) => m.FeatureFlagsPage));
const ConfigurationPage = page(() => import('./pages/configuration-page').then((m) => m.ConfigurationPage));
const MetricsPage = page(() => import('./pages/metrics-page').then((m) => m.MetricsPage));
const ProductsPage = page(() => import('./pages/products-page').then((m) => m.ProductsPage));
const ApiDocsPage = page(() => import('./pages/api-docs-page').then((m) => m.ApiDocsPage));
const EnrolmentDetailPage = page(() => import('./pages/enrolment-detail-page').then((m) => m.EnrolmentDetailPage));
const CmsBlocksPage = page(() => import('./pages/cms-blocks-page').then((m) => m.CmsBlocksPage));
const FeedbackPage = page(() => import('./pages/feedback-page').then((m) => m.FeedbackPage));
const SurveyResultsPage = page(() => import('./pages/survey-results-page').then((m) => m.SurveyResultsPage));
const RegulatorRosterPage = page(() => import('./pages/regulator-roster-page').then((m) => m.RegulatorRosterPage));
const RegulatorReportsPage = page(() => import('./pages/regulator-reports-page').then((m) => m.RegulatorReportsPage));
const ItemAnalysisPage = page(() => import('./pages/item-analysis-page').then((m) => m.ItemAnalysisPage));
const LearnerMigrationPage = page(() => import('./pages/learner-migration-page').then((m) => m.LearnerMigrationPage));
const IdentityEvidencePage = page(() => import('./pages/identity-evidence-page').then((m) => m.IdentityEvidencePage));

/** A path of paths.ts below /administration/, as the descendant routes want it. */
const below = (path: string) => path.slice(paths.adminPortal.path.length + 1);

/** The screens only administrators open, by their path below /administration/ (the portal is the index). */
const ADMIN_SCREENS: [string, ComponentType][] = [
  [adminPaths.audits.path, AuditsPage],
  [adminPaths.users.path, UsersPage],
  [adminPaths.person.path, PersonPage],
  [adminPaths.enrolments.path, EnrolmentsPage],
  [adminPaths.emailList.path, EmailListPage],
  [adminPaths.health.path, HealthPage],
  [adminPaths.logs.path, LogsPage],
  [adminPaths.adminSessions.path, SessionsAdminPage],
  [adminPaths.configuration.path, ConfigurationPage],
  [adminPaths.featureFlags.path, FeatureFlagsPage],
  [adminPaths.metrics.path, MetricsPage],
  [adminPaths.products.path, ProductsPage],
  [adminPaths.apiDocs.path, ApiDocsPage],
  [adminPaths.enrolment.path, EnrolmentDetailPage],
  [adminPaths.cmsBlocks.path, CmsBlocksPage],
  [adminPaths.feedback.path, FeedbackPage],
  [adminPaths.surveyResults.path, SurveyResultsPage],
  [adminPaths.regulatorRoster.path, RegulatorRosterPage],
  [adminPaths.regulatorReports.path, RegulatorReportsPage],
  [adminPaths.itemAnalysis.path, ItemAnalysisPage],
  [adminPaths.learnerMigration.path, LearnerMigrationPage],
  [adminPaths.identityEvidence.path, IdentityEvidencePage],
];

/**
 * The administration screens (behind the app's guard for ROLE_ADMIN and the USERS_ROLE_*): descendant routes under
 * /administration/*, each page lazily loaded; Roles is open to role managers, every other screen to administrators
 * only. An unknown screen goes to the portal.
 */
export function AdminRoutes() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route path={below(adminPaths.userRoles.path)} element={<UserRolesPage />} />
        <Route
          index
          element={
            <RequireAdmin>
              <AdminPortalPage />
            </RequireAdmin>
          }
        />
        {ADMIN_SCREENS.map(([path, Page]) => (
          <Route
            key={path}
            path={below(path)}
            element={
              <RequireAdmin>
                <Page />
              </RequireAdmin>
            }
          />
        ))}
        <Route path="*" element={<Navigate to={paths.adminPortal.href()} replace />} />
      </Routes>
    </Suspense>
  );
}
