import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountQueryOptions } from '@/shared/auth/get-account';
import { paths } from '@/shared/paths';
import { learnerAccount } from '@/test/accounts';
import { jsonResponse, mockFetch, renderRoutes, testQueryClient } from '@/test/render';
import { AppNavbar } from './app-navbar';

const account = learnerAccount;

function renderNavbar() {
  mockFetch(() => jsonResponse(200, {}));
  const client = testQueryClient();
  client.setQueryData(accountQueryOptions.queryKey, account);
  return renderRoutes(
    [
      { path: '/settings', element: <AppNavbar /> },
      { path: paths.logout.path, element: <h1>Logout page</h1> },
      { path: paths.myCertificates.path, element: <h1>Certificates page</h1> },
    ],
    '/settings',
    client,
  );
}

describe('AppNavbar sign-out', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks first: cancelling keeps the user where they were', async () => {
    const user = userEvent.setup();
    const { router } = renderNavbar();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out?' });
    expect(within(dialog).getByText('Are you sure you want to sign out?')).toBeTruthy();
    // Every button of the modal is named (axe's button-name): just the two choices.
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Stay signed in', 'Sign out']);
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('confirming opens the logout screen', async () => {
    const user = userEvent.setup();
    const { router } = renderNavbar();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));

    await screen.findByRole('heading', { name: 'Logout page' });
    expect(router.state.location.pathname).toBe(paths.logout.href());
  });
});

describe('AppNavbar links', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("leads a signed-in learner to their certificates (issue 28's one page of all certificates)", async () => {
    const user = userEvent.setup();
    const { router } = renderNavbar();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    await user.click(within(nav).getByRole('link', { name: 'My certificates' }));
    await screen.findByRole('heading', { name: 'Certificates page' });
    expect(router.state.location.pathname).toBe(paths.myCertificates.href());
    expect(paths.myCertificates.href()).toBe('/certificates');
  });
});
