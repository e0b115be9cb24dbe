/**
 * Every client route, named as in the spec (000 §2, 002 §2). Links and redirects use `href`; the router
 * uses `path`. Server-owned prefixes (/api, /admin, /app, /auth, ...) are never client paths, which is why
 * the audits page lives under /administration.
 */
type LpParams = { lpId: number | string };

const fixed = <P extends string>(path: P) => ({ path, href: () => path });
const withKey = <P extends string>(path: P) => ({
  path,
  href: (query: { key?: string } = {}) => (query.key ? `${path}?key=${encodeURIComponent(query.key)}` : path),
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
  productHome: { path: '/lp/:lpId/home', href: ({ lpId }: LpParams) => `/lp/${encodeURIComponent(String(lpId))}/home` },
  audits: fixed('/administration/audits'),
} as const;

export type PathName = keyof typeof paths;
