import type { AdminUserRow, PagedSearchRequest, Person } from '@continuum/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { PersonPage } from './person-page';
import { UsersPage } from './users-page';

const ann: AdminUserRow = {
  id: 3,
  login: 'ann',
  email: 'ann@example.test',
  firstName: 'Ann',
  lastName: 'Lee',
  activated: true,
  authorities: ['ROLE_AUTHENTICATED', 'ROLE_INSTRUCTOR'],
  createdAt: '2026-11-01T00:00:00.000Z',
};
const annPerson: Person = { ...ann, langKey: 'en' };

function serve(overrides: Partial<Record<string, (init: RequestInit) => Response>> = {}) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, body });
    const own = overrides[`${method} ${url.pathname}`];
    if (own) return own(init);
    if (url.pathname === '/api/admin/users/search') return jsonResponse(200, { content: [ann], totalElements: 1, totalPages: 1 });
    if (url.pathname === '/api/persons/ann' && method === 'GET') return jsonResponse(200, annPerson);
    if (url.pathname === '/api/persons/ann' && method === 'PUT') return jsonResponse(200, { ...annPerson, ...body });
    if (url.pathname === '/api/admin/users/invite') return jsonResponse(200, { emailId: 41 });
    if (url.pathname === '/api/admin/users/ann/unlock') return jsonResponse(200, { ok: true });
    return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'no' });
  });
  return calls;
}

const routes = [
  { path: '/administration/users', element: <UsersPage /> },
  { path: '/administration/users/:login', element: <PersonPage /> },
];
afterEach(() => vi.restoreAllMocks());

describe('UsersPage', () => {
  it('lists users with their roles and filters by status and role', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderRoutes(routes, '/administration/users');
    expect(await screen.findByRole('link', { name: 'ann' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Learner (every account), Instructor' })).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Inactive');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Instructor');
    await waitFor(() =>
      expect(calls.at(-1)?.body as PagedSearchRequest).toMatchObject({
        options: { activated: false, authority: 'ROLE_INSTRUCTOR' },
        page: 0,
      }),
    );
  });

  it('invites a person and links the invitation e-mail', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderRoutes(routes, '/administration/users');
    await user.click(await screen.findByRole('button', { name: 'Invite a user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    const send = within(dialog).getByRole('button', { name: 'Send the invitation' });
    expect(send).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Ivy');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Vance');
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await user.type(email, 'ivy@e');
    // The schema form (decision 0187): the contract's rule, translated, under the field as it is typed.
    await within(dialog).findByText('Your email is invalid.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(send).toHaveProperty('disabled', true);
    await user.type(email, 'xample.test');
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
    expect(within(dialog).queryByText('Your email is invalid.')).toBeNull();
    await user.click(send);
    const link = await within(dialog).findByRole('link', { name: 'See the e-mail' });
    expect(link.getAttribute('href')).toBe('/email-view/41');
    expect(calls.find((c) => c.path === '/api/admin/users/invite')?.body).toEqual({
      firstName: 'Ivy',
      lastName: 'Vance',
      email: 'ivy@example.test',
      langKey: 'en',
    });
  }, 20_000);
});

describe('PersonPage', () => {
  it('saves roles and activation; the learner role stays on', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderRoutes(routes, '/administration/users/ann');
    const admin = await screen.findByRole('checkbox', { name: 'Administrator' });
    expect(screen.getByRole('checkbox', { name: 'Learner (every account)' })).toHaveProperty('disabled', true);
    await user.click(admin);
    await user.click(screen.getByRole('checkbox', { name: 'Instructor' }));
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The user was saved.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ activated: false, authorities: ['ROLE_ADMIN'] });
  }, 20_000);

  it('shows the self-lockout refusal under its field, and unlocks sign-in', async () => {
    serve({
      'PUT /api/persons/ann': () =>
        jsonResponse(409, {
          status: 409,
          code: 'CANNOT_DEACTIVATE_SELF',
          message: 'You cannot deactivate your own account',
          fieldErrors: [{ field: 'activated', message: 'x' }],
        }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/administration/users/ann');
    await user.click(await screen.findByRole('checkbox', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You cannot deactivate your own account.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Unlock sign-in' }));
    expect(await screen.findByText('Sign-in is unlocked.')).toBeTruthy();
  }, 20_000);
});
