import type { ClientConfig, LearnerProduct } from '@continuum/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { learnerProductKey } from '@/features/product/public/learner-product-key';
import { accountQueryOptions } from '@/shared/auth/get-account';
import { resolveLoginTarget } from '@/shared/auth/login-target';
import { sessionExpiry } from '@/shared/auth/session-expiry';
import { configQueryOptions } from '@/shared/config/get-config';
import { http } from '@/shared/http/client';
import { paths } from '@/shared/paths';
import { setCurrentProductId } from '@/shared/storage/current-product';
import { learnerAccount } from '@/test/accounts';
import { jsonResponse, mockFetch, renderRoutes, testQueryClient } from '@/test/render';
import { RequireAuthorities } from '../guards/require-authorities';
import { SessionBridge } from './session-bridge';
import { accountSiteUrl, SessionExpiredDialog } from './session-expired-dialog';

const account = learnerAccount;
const config: ClientConfig = { accountSiteUrl: null, devMode: false, buildVersion: '0.82.10', demoLogins: [] };

const routes = [
  {
    element: (
      <>
        <SessionBridge />
        <SessionExpiredDialog />
        <Outlet />
      </>
    ),
    children: [
      { path: paths.login.path, element: <h1>Login page</h1> },
      {
        element: <RequireAuthorities authorities={['ROLE_AUTHENTICATED']} />,
        children: [{ path: paths.productHome.path, element: <h1>Product page</h1> }],
      },
    ],
  },
];

const expired = () =>
  new Response('This session has been expired (possibly due to multiple concurrent logins being attempted as the same user).', {
    status: 401,
    statusText: 'Unauthorized',
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
const anonymous = () => jsonResponse(401, { status: 401, code: 'UNAUTHENTICATED', message: 'Authentication is required' });

/** The server: account and config answer `accountReply` / config; api/user/products answers from `products`. */
function serve(products: Array<() => Response>, accountReply: () => Response = () => jsonResponse(200, account)) {
  mockFetch((url) => {
    if (url.pathname === '/api/account') return accountReply();
    if (url.pathname === '/api/config') return jsonResponse(200, config);
    if (url.pathname === '/api/user/products') return (products.shift() ?? anonymous)();
    return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: '' });
  });
}

const call = () =>
  act(() =>
    http('api/user/products').then(
      () => undefined,
      () => undefined,
    ),
  );

describe('Session Expired (concurrent login)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionExpiry.reset();
  });

  it('tells the user once, keeps them where they are until they answer, then opens login', async () => {
    serve([expired, anonymous, expired, expired]);
    const { router } = renderRoutes(routes, '/lp/7/home');
    await screen.findByRole('heading', { name: 'Product page' });

    await call();
    const dialog = await screen.findByRole('alertdialog', { name: 'Session Expired' });
    expect(dialog.textContent).toContain('This session has expired due to another login.');
    // The next call's ordinary 401 does not bounce the user to login under the notice.
    await call();
    await call();
    expect(screen.getAllByRole('alertdialog', { name: 'Session Expired' })).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/lp/7/home');
    expect(screen.getByRole('heading', { name: 'Product page' })).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await screen.findByRole('heading', { name: 'Login page' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(resolveLoginTarget()).toBe('/lp/7/home');

    // Once: another expired reply later shows nothing.
    await call();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('also when the expired reply is the identity call of a fresh page: the guard waits for the answer', async () => {
    const replies = [expired];
    serve([], () => (replies.shift() ?? anonymous)());
    const { router, client } = renderRoutes(routes, '/lp/7/home');

    await screen.findByRole('alertdialog', { name: 'Session Expired' });
    // The identity is anonymous now, yet the guard does not redirect under the notice.
    await waitFor(() => expect(client.getQueryData(accountQueryOptions.queryKey)).toBeNull());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(router.state.location.pathname).toBe('/lp/7/home');
    expect(screen.queryByRole('heading', { name: 'Login page' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await screen.findByRole('heading', { name: 'Login page' });
  });

  it("its button goes to the product's account site, else the configured one, else (and in demo mode) login", () => {
    const client = testQueryClient();
    expect(accountSiteUrl(client)).toBeNull();

    client.setQueryData(configQueryOptions.queryKey, { ...config, accountSiteUrl: 'https://accounts.example.test/' });
    expect(accountSiteUrl(client)).toBe('https://accounts.example.test/');

    setCurrentProductId(7);
    client.setQueryData(learnerProductKey(7), { accountSiteUrl: 'https://academy.example.test/login' } as LearnerProduct);
    expect(accountSiteUrl(client)).toBe('https://academy.example.test/login');

    client.setQueryData(configQueryOptions.queryKey, { ...config, devMode: true, accountSiteUrl: 'https://x.test/' });
    expect(accountSiteUrl(client)).toBeNull();
    expect(client.getQueryData(accountQueryOptions.queryKey)).toBeUndefined();
  });
});
