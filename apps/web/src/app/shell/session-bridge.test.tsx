import { act, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authEvents } from '@/shared/auth/auth-events';
import { accountQueryOptions } from '@/shared/auth/get-account';
import { resolveLoginTarget } from '@/shared/auth/login-target';
import { paths } from '@/shared/paths';
import { getCurrentProductId, setCurrentProductId } from '@/shared/storage/current-product';
import { learnerAccount } from '@/test/accounts';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { SessionBridge } from './session-bridge';

const routes = [
  {
    element: (
      <>
        <SessionBridge />
        <Outlet />
      </>
    ),
    children: [
      { path: paths.login.path, element: <h1>Login page</h1> },
      { path: paths.productHome.path, element: <h1>Product page</h1> },
      { path: paths.logout.path, element: <h1>Logout page</h1> },
    ],
  },
];

const account = learnerAccount;

describe('SessionBridge', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('on a 401 outside the account calls: forgets the identity and product, remembers the screen, opens login', async () => {
    mockFetch(() => jsonResponse(200, account));
    setCurrentProductId(7);
    const { router, client } = renderRoutes(routes, '/lp/7/home?tab=2');
    await screen.findByRole('heading', { name: 'Product page' });
    client.setQueryData(accountQueryOptions.queryKey, account);

    act(() => authEvents.emit('unauthorized'));

    await screen.findByRole('heading', { name: 'Login page' });
    expect(router.state.location.pathname).toBe('/login');
    expect(client.getQueryData(accountQueryOptions.queryKey)).toBeNull();
    expect(resolveLoginTarget()).toBe('/lp/7/home?tab=2');
    expect(getCurrentProductId()).toBeNull();
  });

  it('ignores 401s while signing out, and forgets the current product on logout', async () => {
    mockFetch(() => jsonResponse(200, account));
    setCurrentProductId(7);
    const { router } = renderRoutes(routes, '/logout');
    await screen.findByRole('heading', { name: 'Logout page' });

    act(() => authEvents.emit('unauthorized'));
    act(() => authEvents.emit('logout'));

    await waitFor(() => expect(getCurrentProductId()).toBeNull());
    expect(router.state.location.pathname).toBe('/logout');
  });
});
