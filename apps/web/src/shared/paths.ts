/**
 * Every client route, named as in the spec (000 §2, 002 §2). Links and redirects use `href`; the router
 * uses `path`. Server-owned prefixes (/api, /admin, /app, /auth, ...) are never client paths, which is why
 * the audits page lives under /administration.
 */
type LpParams = { lpId: number | string };

/** Query parameters of the product home (000 §2): the node to centre the outline on, or a notice key. */
export interface ProductHomeQuery {
  currentNodeId?: number;
  errorMessage?: 'selectFromIndex';
}

/** The messages the app may put in the lc route's successMessage (decision 0108); the lesson page reads them. */
export type LcSuccessMessage = 'lessonCompleted' | 'resourcesViewed';

/** Query parameters of the lc route (001 §2): step, inquiryIndex, successMessage, data, skipLessonAudit. */
export interface LcQuery {
  step?: string;
  inquiryIndex?: number;
  successMessage?: LcSuccessMessage;
  data?: string;
  skipLessonAudit?: boolean;
}

/** "?a=1&b=2" from the defined entries, or "" when there are none. */
function search(query: Record<string, string | number | boolean | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
const lpPath = (lpId: number | string) => `/lp/${encodeURIComponent(String(lpId))}`;

const fixed = <P extends string>(path: P) => ({ path, href: () => path });
const withKey = <P extends string>(path: P) => ({
  path,
  href: (query: { key?: string } = {}) => (query.key ? `${path}?key=${encodeURIComponent(query.key)}` : path),
});

type ResourceParams = { nodeId: number; resourceId: number };
/** /site-asset/{career|study-plan|study-tip}/{siteAssetIndex} and its chrome-less twin (001 §2). */
const siteAssetPath = <P extends string>(base: P) => ({
  path: `${base}/:list/:siteAssetIndex` as const,
  href: ({ list, index }: { list: 'career' | 'study-plan' | 'study-tip'; index: number }) => `${base}/${list}/${index}`,
});

export const paths = {
  home: fixed('/'),
  login: {
    path: '/login',
    href: (query: { error?: 'invalidCredentials' } = {}) => (query.error ? `/login?error=${query.error}` : '/login'),
  },
  localLogin: fixed('/local/login'),
  logout: fixed('/logout'),
  register: withKey('/register'),
  activate: withKey('/activate'),
  requestReset: fixed('/reset/request'),
  finishReset: withKey('/reset/finish'),
  settings: fixed('/settings'),
  password: fixed('/password'),
  sessions: fixed('/sessions'),
  accessdenied: fixed('/accessdenied'),
  error: fixed('/error'),
  productSelector: fixed('/product-selector'),
  /** The learner's certificates (issue 28). */
  myCertificates: fixed('/certificates'),
  productHome: {
    path: '/lp/:lpId/home',
    href: ({ lpId, ...query }: LpParams & ProductHomeQuery) => `${lpPath(lpId)}/home${search({ ...query })}`,
  },
  lc: {
    path: '/lp/:lpId/lc/:nodeId',
    href: ({ lpId, nodeId, ...query }: LpParams & { nodeId: number | string } & LcQuery) =>
      `${lpPath(lpId)}/lc/${encodeURIComponent(String(nodeId))}${search({ ...query })}`,
  },
  // The course completion (001 §4 finishCourse); with returnTo, the survey a final exam asks for first (decision 0092).
  courseFinish: {
    path: '/lp/:lpId/finish',
    href: ({ lpId, returnTo }: LpParams & { returnTo?: number }) => `${lpPath(lpId)}/finish${search({ returnTo })}`,
  },
  // The final affidavit (002 §2; decision 0093) and the certificate (decision 0094), where the completion leads.
  finalAffidavit: {
    path: '/affidavit/final/:lpId',
    // returnTo: the final exam that asks for the affidavit first (decision 0120), where Accept leads back.
    href: ({ lpId, returnTo }: LpParams & { returnTo?: number }) =>
      `/affidavit/final/${encodeURIComponent(String(lpId))}${search({ returnTo })}`,
  },
  // The orientation affidavit, the course's first step when its rule asks for it (decision 0116).
  orientationAffidavit: {
    path: '/affidavit/orientation/:lpId',
    href: ({ lpId }: LpParams) => `/affidavit/orientation/${encodeURIComponent(String(lpId))}`,
  },
  certificate: { path: '/lp/:lpId/id/certificate', href: ({ lpId }: LpParams) => `${lpPath(lpId)}/id/certificate` },
  // The photo-ID upload SC_PHOTO_IDENTIFICATION_REQUIRED puts before the course (002 §4; decision 0094).
  photoId: { path: '/lp/:lpId/id/photo', href: ({ lpId }: LpParams) => `${lpPath(lpId)}/id/photo` },
  adminPortal: fixed('/administration'),
  emailView: {
    path: '/email-view/:emailId',
    href: ({ emailId }: { emailId: number }) => `/email-view/${emailId}`,
  },
  // Resources, glossary and site assets (001 §2) belong to the current product (shared/storage/current-product).
  resources: fixed('/resources'),
  resource: {
    path: '/lc/:nodeId/resource/:resourceId',
    href: ({ nodeId, resourceId }: ResourceParams) => `/lc/${nodeId}/resource/${resourceId}`,
  },
  productResourceExt: {
    path: '/lc/:nodeId/resource-ext/:resourceId/:isKeyPoints',
    href: ({
      nodeId,
      resourceId,
      isKeyPoints,
      hideBookmark,
    }: ResourceParams & { isKeyPoints: boolean; hideBookmark?: boolean }) =>
      `/lc/${nodeId}/resource-ext/${resourceId}/${isKeyPoints}${search({ hideBookmark })}`,
  },
  productGlossary: fixed('/glossary'),
  careerSiteAssets: fixed('/site-assets/career'),
  studyPlanSiteAssets: fixed('/site-assets/study-plan'),
  studyTipSiteAssets: fixed('/site-assets/study-tip'),
  siteAsset: siteAssetPath('/site-asset'),
  siteAssetExt: siteAssetPath('/site-asset-ext'),
  forum: { path: '/forum/:forumId', href: ({ forumId }: { forumId: number }) => `/forum/${forumId}` },
} as const;

export type PathName = keyof typeof paths;
