import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { UserRolesPage } from './user-roles-page';

const member = {
  id: 4,
  login: 'ivy',
  email: 'ivy@example.test',
  firstName: 'Ivy',
  lastName: 'Vance',
  activated: true,
  authorities: ['ROLE_AUTHENTICATED', 'ROLE_INSTRUCTOR'],
  createdAt: '2026-11-01T00:00:00.000Z',
};

function serve(authorities: string[]) {
  const calls: string[] = [];
  mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    calls.push(`${method} ${url.pathname}`);
    if (url.pathname === '/api/account')
      return jsonResponse(200, {
        login: 'rm',
        email: 'rm@example.test',
        firstName: 'R',
        lastName: 'M',
        langKey: 'en',
        activated: true,
        authorities,
      });
    if (url.pathname === '/api/admin/roles') return jsonResponse(200, [{ authority: 'ROLE_INSTRUCTOR', users: 1 }]);
    if (url.pathname.endsWith('/members/search'))
      return jsonResponse(200, { content: [member], totalElements: 1, totalPages: 1 });
    return jsonResponse(200, { ok: true });
  });
  return calls;
}

afterEach(() => vi.restoreAllMocks());

describe('UserRolesPage', () => {
  it('lets a role creator give a role, without Remove buttons', async () => {
    const calls = serve(['ROLE_AUTHENTICATED', 'USERS_ROLE_CREATE']);
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <UserRolesPage /> }], '/?role=ROLE_INSTRUCTOR');
    expect(await screen.findByRole('cell', { name: 'ivy' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Role' })).toBeTruthy();
    await user.type(await screen.findByRole('textbox', { name: 'Login of the user to give the role' }), 'ann');
    await user.click(screen.getByRole('button', { name: 'Give the role' }));
    await waitFor(() => expect(calls).toContain('PUT /api/admin/roles/ROLE_INSTRUCTOR/members/ann'));
    expect(screen.queryByRole('button', { name: /Remove the role/ })).toBeNull();
  });

  it('lets a role deleter remove a member, without the give form', async () => {
    const calls = serve(['ROLE_AUTHENTICATED', 'USERS_ROLE_DELETE']);
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <UserRolesPage /> }], '/?role=ROLE_INSTRUCTOR');
    await user.click(await screen.findByRole('button', { name: 'Remove the role from ivy' }));
    await waitFor(() => expect(calls).toContain('DELETE /api/admin/roles/ROLE_INSTRUCTOR/members/ivy'));
    expect(screen.queryByRole('textbox', { name: 'Login of the user to give the role' })).toBeNull();
  });
});
