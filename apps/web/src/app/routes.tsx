import { Authority, ROLE_SCREEN_AUTHORITIES } from '@continuum/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { userProductsQueryOptions } from '@/features/product/api/get-user-products';
import { paths } from '@/shared/paths';
import { PageLoader } from '@/shared/ui/page-loader';
import { RedirectIfAuthenticated } from './guards/redirect-if-authenticated';
import { RequireAuthorities } from './guards/require-authorities';
import { lazyPage } from './lazy-page';
import { accountLoader, prefetchLoader } from './loaders';
import { RootLayout } from './shell/root-layout';
import { RouteError } from './shell/route-error';
import { unknownPathRoute } from './unknown-path-route';

const AUTHENTICATED = [Authority.AUTHENTICATED];
/** The course loaders' prefetch code, its own small chunk (kept out of the initial bundle). */
const coursePrefetch = () => import('@/features/course/api/prefetch');

/** Every route of the app, named and shaped as in the spec (000 §2, 002 §2); pages load lazily. */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  /** Routes that need a session (and optionally an authority and an enabled feature flag). */
  const guarded = (authorities: readonly string[], flag: string, children: RouteObject[]): RouteObject => ({
    element: <RequireAuthorities authorities={authorities} flag={flag} />,
    loader: accountLoader(queryClient),
    children,
  });

  return [
    {
      element: <RootLayout />,
      HydrateFallback: PageLoader,
      children: [
        {
          // Route failures render inside the shell, so navigation stays usable.
          errorElement: <RouteError />,
          children: [
            {
              index: true,
              lazy: lazyPage(['product'], () => import('@/features/product/pages/home-page').then((m) => m.HomePage)),
            },
            {
              element: <RedirectIfAuthenticated toLoginTarget />,
              children: [
                {
                  path: paths.login.path,
                  lazy: lazyPage(['account'], () => import('@/features/account/pages/login-page').then((m) => m.LoginPage)),
                },
                {
                  path: paths.localLogin.path,
                  lazy: lazyPage(['account'], () => import('@/features/account/pages/login-page').then((m) => m.LocalLoginPage)),
                },
              ],
            },
            {
              element: <RedirectIfAuthenticated />,
              children: [
                {
                  path: paths.register.path,
                  lazy: lazyPage(['account'], () => import('@/features/account/pages/register-page').then((m) => m.RegisterPage)),
                },
              ],
            },
            {
              path: paths.activate.path,
              lazy: lazyPage(['account'], () => import('@/features/account/pages/activate-page').then((m) => m.ActivatePage)),
            },
            {
              path: paths.requestReset.path,
              lazy: lazyPage(['account'], () =>
                import('@/features/account/pages/reset-request-page').then((m) => m.ResetRequestPage),
              ),
            },
            {
              path: paths.finishReset.path,
              lazy: lazyPage(['account'], () =>
                import('@/features/account/pages/reset-finish-page').then((m) => m.ResetFinishPage),
              ),
            },
            {
              path: paths.logout.path,
              lazy: lazyPage(['account'], () => import('@/features/account/pages/logout-page').then((m) => m.LogoutPage)),
            },
            {
              // 002 §2 externalsurvey: open, a modal titled Course Survey.
              path: '/externalsurvey',
              lazy: lazyPage(['survey'], () =>
                import('@/features/survey/pages/external-survey-page').then((m) => m.ExternalSurveyPage),
              ),
            },
            {
              path: paths.accessdenied.path,
              lazy: lazyPage([], () => import('@/features/errors/pages/access-denied-page').then((m) => m.AccessDeniedPage)),
            },
            {
              path: paths.error.path,
              lazy: lazyPage([], () => import('@/features/errors/pages/error-page').then((m) => m.ErrorPage)),
            },
            // Public: a printed certificate's code is checked without signing in (decision 0094).
            {
              path: '/verify/:code',
              lazy: lazyPage(['certificate'], () => import('@/features/certificate/pages/verify-page').then((m) => m.VerifyPage)),
            },
            guarded(AUTHENTICATED, 'photoId', [
              {
                path: '/lp/:lpId/id/*',
                lazy: lazyPage(['photoId', 'certificate'], () => import('./identity-pages').then((m) => m.IdentityPages)),
              },
            ]),
            guarded(AUTHENTICATED, 'myCertificates', [
              {
                // The learner's certificates, each with its PDF and credential (issue 28).
                path: paths.myCertificates.path,
                lazy: lazyPage(['certificate'], () =>
                  import('@/features/certificate/pages/my-certificates-page').then((m) => m.MyCertificatesPage),
                ),
              },
            ]),
            guarded(AUTHENTICATED, 'productSelector', [
              {
                path: paths.productSelector.path,
                loader: prefetchLoader(queryClient, () => queryClient.prefetchQuery(userProductsQueryOptions)),
                lazy: lazyPage(['product'], () =>
                  import('@/features/product/pages/product-selector-page').then((m) => m.ProductSelectorPage),
                ),
              },
            ]),
            {
              // Pages of an open learner product (/lp/{lpId}/…): seat time is tracked while one shows (000 §7), identity checked (0090).
              lazy: lazyPage(['seatTime'], () => import('./product-layout').then((m) => m.ProductLayout)),
              children: [
                guarded(AUTHENTICATED, 'productHome', [
                  {
                    path: paths.productHome.path,
                    loader: prefetchLoader(
                      queryClient,
                      ({ params }) => coursePrefetch().then((m) => m.prefetchHome(queryClient, params)),
                      coursePrefetch,
                    ),
                    lazy: lazyPage(['course'], () =>
                      import('@/features/course/pages/course-home-page').then((m) => m.CourseHomePage),
                    ),
                  },
                  // The finish page shares the home's guard (one guard fewer in the first load's route table).
                  {
                    path: paths.courseFinish.path,
                    lazy: lazyPage(['survey'], () => import('./course-finish').then((m) => m.CourseFinishPage)),
                  },
                ]),
                guarded(AUTHENTICATED, 'lc', [
                  {
                    path: paths.lc.path,
                    loader: prefetchLoader(
                      queryClient,
                      ({ params, request }) =>
                        coursePrefetch()
                          .then((m) => m.prefetchLc(queryClient, params, request))
                          // Not awaited: the page renders with its data while the view's chunk is on its way.
                          .then((type) => {
                            if (type) void import('./node-views').then((v) => v.preloadNodeView(type));
                          }),
                      coursePrefetch,
                    ),
                    // The lc page draws some node types with other features' views (app/node-views.tsx).
                    lazy: lazyPage(['course'], () => import('./node-views').then((m) => m.LcPageWithNodeViews)),
                  },
                ]),
                guarded(AUTHENTICATED, 'productAssignments', [
                  {
                    path: '/lp/:lpId/assignments',
                    lazy: lazyPage(['course'], () =>
                      import('@/features/assignment/pages/assignments-page').then((m) => m.AssignmentsPage),
                    ),
                  },
                ]),
              ],
            },
            // Resources, glossary and site assets of the current product (001 §2).
            guarded(AUTHENTICATED, 'resources', [
              {
                path: paths.resources.path,
                lazy: lazyPage(['resource'], () =>
                  import('@/features/resource/pages/resources-page').then((m) => m.ResourcesPage),
                ),
              },
            ]),
            guarded(AUTHENTICATED, 'resource', [
              {
                path: paths.resource.path,
                lazy: lazyPage(['resource'], () => import('@/features/resource/pages/resource-page').then((m) => m.ResourcePage)),
              },
            ]),
            guarded(AUTHENTICATED, 'productGlossary', [
              {
                path: paths.productGlossary.path,
                lazy: lazyPage(['glossary'], () => import('@/features/glossary/pages/glossary-page').then((m) => m.GlossaryPage)),
              },
            ]),
            guarded(AUTHENTICATED, 'careerSiteAssets', [
              {
                path: paths.careerSiteAssets.path,
                lazy: lazyPage(['resource'], () =>
                  import('@/features/site-asset/pages/site-assets-page').then((m) => m.CareerSiteAssetsPage),
                ),
              },
            ]),
            guarded(AUTHENTICATED, 'studyPlanSiteAssets', [
              {
                path: paths.studyPlanSiteAssets.path,
                lazy: lazyPage(['resource'], () =>
                  import('@/features/site-asset/pages/site-assets-page').then((m) => m.StudyPlanSiteAssetsPage),
                ),
              },
            ]),
            guarded(AUTHENTICATED, 'studyTipSiteAssets', [
              {
                path: paths.studyTipSiteAssets.path,
                lazy: lazyPage(['resource'], () =>
                  import('@/features/site-asset/pages/site-assets-page').then((m) => m.StudyTipSiteAssetsPage),
                ),
              },
            ]),
            guarded(AUTHENTICATED, 'siteAsset', [
              {
                path: paths.siteAsset.path,
                lazy: lazyPage(['resource'], () =>
                  import('@/features/site-asset/pages/site-asset-page').then((m) => m.SiteAssetPage),
                ),
              },
            ]),
            // The signature page behind biosigUrl (decision 0091).
            guarded(AUTHENTICATED, 'biosig', [
              {
                path: '/biosig/:callbackId',
                lazy: lazyPage(['biosig'], () => import('@/features/biosig/pages/biosig-page').then((m) => m.BiosigPage)),
              },
            ]),
            guarded(AUTHENTICATED, 'settings', [
              {
                path: paths.settings.path,
                lazy: lazyPage(['account'], () => import('@/features/account/pages/settings-page').then((m) => m.SettingsPage)),
              },
            ]),
            guarded(AUTHENTICATED, 'password', [
              {
                path: paths.password.path,
                lazy: lazyPage(['account'], () => import('@/features/account/pages/password-page').then((m) => m.PasswordPage)),
              },
            ]),
            guarded(AUTHENTICATED, 'sessions', [
              {
                path: paths.sessions.path,
                lazy: lazyPage(['account'], () => import('@/features/account/pages/sessions-page').then((m) => m.SessionsPage)),
              },
            ]),
            // The administration screens route among themselves in their own chunk (features/admin/admin-routes.tsx),
            // so the initial bundle carries two entries for them, not one per screen (decision 0076). Role managers
            // enter for the Roles screen; every other screen there asks for ROLE_ADMIN itself (RequireAdmin).
            guarded(ROLE_SCREEN_AUTHORITIES, 'administration', [
              {
                path: `${paths.adminPortal.path}/*`,
                lazy: lazyPage(['admin'], () => import('@/features/admin/admin-routes').then((m) => m.AdminRoutes)),
              },
              {
                path: paths.emailView.path,
                lazy: lazyPage(['admin'], () => import('@/features/admin/pages/email-view-page').then((m) => m.EmailViewPage)),
              },
            ]),
            // The authoring studio (issue 30): authors and administrators; which lineages an author may edit is the
            // server's check (decision 0163). The module's `Component` is the route's: no wrapper in the first load.
            guarded([Authority.ADMIN, Authority.AUTHOR], 'authoring', [
              { path: '/studio/*', lazy: () => import('./studio-console') },
            ]),
            // The instructor console's screens route among themselves in their own chunk (decision 0084).
            guarded([Authority.INSTRUCTOR], 'instructorConsole', [
              {
                path: '/instructor/*',
                // The assignments screen reads the admin (paged table) and course parts, forum reports the resource part.
                lazy: lazyPage(['instructor', 'admin', 'course', 'resource'], () =>
                  import('./instructor-console').then((m) => m.InstructorConsole),
                ),
              },
            ]),
            {
              // 002 §2: /affidavit has no authority requirement; its final/orientation screens' calls need a session.
              path: '/affidavit/*',
              lazy: lazyPage(['affidavit'], () => import('@/features/affidavit/affidavit-routes').then((m) => m.AffidavitRoutes)),
            },
            unknownPathRoute,
          ],
        },
      ],
    },
    {
      // Chrome-less views (productResourceExt, external site asset, forum): no header or navbar (000 §2).
      lazy: async () => ({ Component: (await import('./shell/external-layout')).ExternalLayout }),
      HydrateFallback: PageLoader,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            guarded(AUTHENTICATED, 'productResourceExt', [
              {
                path: paths.productResourceExt.path,
                lazy: lazyPage(['resource'], () =>
                  import('@/features/resource/pages/resource-ext-page').then((m) => m.ResourceExtPage),
                ),
              },
            ]),
            guarded(AUTHENTICATED, 'siteAssetExt', [
              {
                path: paths.siteAssetExt.path,
                lazy: lazyPage(['resource'], () =>
                  import('@/features/site-asset/pages/site-asset-page').then((m) => m.SiteAssetExtPage),
                ),
              },
            ]),
            // The forum has its own header (001 §2), not the app's.
            guarded(AUTHENTICATED, 'forum', [
              {
                path: paths.forum.path,
                lazy: lazyPage(['resource'], () => import('@/features/forum/pages/forum-page').then((m) => m.ForumPage)),
              },
            ]),
          ],
        },
      ],
    },
  ];
}
