import type { Account } from '@continuum/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminPaths } from '@/features/admin/admin-paths';
import { resolveLoginTarget } from '@/shared/auth/login-target';
import { paths } from '@/shared/paths';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { RedirectIfAuthenticated } from './redirect-if-authenticated';
import { RequireAuthorities } from './require-authorities';

const learner: Account = {
  login: 'learner',
  email: 'learner@example.com',
  firstName: 'Lena',
  lastName: 'Learner',
  langKey: 'en',
  activated: true,
  authorities: ['ROLE_AUTHENTICATED'],
};

/** A minimal route tree: guarded pages plus the pages the guards send to. */
const routes = [
  { path: paths.login.path, element: <h1>Login page</h1> },
  { path: paths.accessdenied.path, element: <h1>Access denied page</h1> },
  { path: paths.home.path, element: <h1>Home page</h1> },
  {
    element: <RequireAuthorities authorities={['ROLE_AUTHENTICATED']} flag="sessions" />,
    children: [{ path: paths.sessions.path, element: <h1>Sessions page</h1> }],
  },
  {
    element: <RequireAuthorities authorities={['ROLE_ADMIN']} />,
    children: [{ path: adminPaths.audits.path, element: <h1>Audits page</h1> }],
  },
  {
    element: <RedirectIfAuthenticated toLoginTarget />,
    children: [{ path: '/login-guarded', element: <h1>Login form</h1> }],
  },
];

/** Counts how often the sessions page is drawn. */
const probe = { drawn: 0 };
function SessionsProbe() {
  probe.drawn += 1;
  return <h1>Sessions page</h1>;
}

function serve(account: Account | null, flags: Record<string, boolean> = {}) {
  return mockFetch((url) => {
    if (url.pathname === '/api/account') {
      return account ? jsonResponse(200, account) : jsonResponse(401, { status: 401, code: 'UNAUTHENTICATED', message: '' });
    }
    if (url.pathname === '/api/feature_flags/') return jsonResponse(200, flags);
    return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: '' });
  });
}

describe('route guards', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends an anonymous visitor to login and remembers the target', async () => {
    serve(null);
    const { router } = renderRoutes(routes, '/sessions?tab=1');
    await screen.findByRole('heading', { name: 'Login page' });
    expect(router.state.location.pathname).toBe('/login');
    expect(resolveLoginTarget()).toBe('/sessions?tab=1');
    expect(screen.queryByRole('heading', { name: 'Sessions page' })).toBeNull();
  });

  it('sends a signed-in user without the authority to accessdenied', async () => {
    serve(learner);
    const { router } = renderRoutes(routes, adminPaths.audits.href());
    await screen.findByRole('heading', { name: 'Access denied page' });
    expect(router.state.location.pathname).toBe('/accessdenied');
  });

  it('lets a user with the authority in', async () => {
    serve(learner);
    renderRoutes(routes, '/sessions');
    await screen.findByRole('heading', { name: 'Sessions page' });
  });

  it('sends home when the page is flagged off', async () => {
    serve(learner, { sessions: false });
    const { router } = renderRoutes(routes, '/sessions');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await screen.findByRole('heading', { name: 'Home page' });
  });

  it('never draws a page flagged off while the flags load (its calls would go out first)', async () => {
    serve(learner, { sessions: false });
    probe.drawn = 0;
    const probed = routes.map((r) =>
      r.element?.props.flag === 'sessions' ? { ...r, children: [{ path: paths.sessions.path, element: <SessionsProbe /> }] } : r,
    );
    renderRoutes(probed, '/sessions');
    await screen.findByRole('heading', { name: 'Home page' });
    expect(probe.drawn).toBe(0);
  });

  it('moves a signed-in user off the login screen to the remembered target', async () => {
    serve(learner);
    sessionStorage.setItem('continuum.loginTarget', '/sessions');
    const { router } = renderRoutes(routes, '/login-guarded');
    await screen.findByRole('heading', { name: 'Sessions page' });
    expect(router.state.location.pathname).toBe('/sessions');
  });

  it('goes home instead when the remembered target was register or activate', async () => {
    serve(learner);
    sessionStorage.setItem('continuum.loginTarget', '/activate?key=abc');
    renderRoutes(routes, '/login-guarded');
    await screen.findByRole('heading', { name: 'Home page' });
  });
});
