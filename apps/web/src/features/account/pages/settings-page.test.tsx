import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { SettingsPage } from './settings-page';

const account = {
  login: 'lena',
  email: 'lena@example.com',
  firstName: 'Lena',
  lastName: 'Learner',
  langKey: 'en',
  activated: true,
  authorities: ['ROLE_AUTHENTICATED'],
  mailingCity: 'Austin',
  mailingZip: null,
  phone: null,
};

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('SettingsPage profile fields', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the stored profile, refuses a malformed zip code and saves the fields the security questions check', async () => {
    const posted: unknown[] = [];
    mockFetch((url, init) => {
      if (url.pathname.endsWith('/api/account') && init.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return jsonResponse(200, { ok: true });
      }
      return jsonResponse(200, account);
    });
    renderWithProviders(<SettingsPage />);
    await waitFor(() => expect(input('Mailing city').value).toBe('Austin'));
    expect(input('Mailing zip code').value).toBe('');
    expect(save().disabled).toBe(true);

    const user = userEvent.setup();
    await user.type(input('Mailing zip code'), '7870');
    await waitFor(() => expect(screen.getByText('This value is invalid.')).toBeTruthy());
    expect(save().disabled).toBe(true);

    await user.type(input('Mailing zip code'), '1');
    await user.type(input('Phone number'), '512-555-0142');
    await waitFor(() => expect(save().disabled).toBe(false));
    await user.click(save());
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ mailingCity: 'Austin', mailingZip: '78701', phone: '512-555-0142' });
  });

  it('asks for the current password when the e-mail changes, sends it, and shows a wrong one', { timeout: 30_000 }, async () => {
    const posted: Record<string, unknown>[] = [];
    mockFetch((url, init) => {
      if (url.pathname.endsWith('/api/account') && init.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        const message = 'Current password is incorrect';
        return jsonResponse(400, {
          status: 400,
          code: 'INVALID_PASSWORD',
          message,
          fieldErrors: [{ field: 'currentPassword', message }],
        });
      }
      return jsonResponse(200, account);
    });
    renderWithProviders(<SettingsPage />);
    await waitFor(() => expect(input('Email').value).toBe('lena@example.com'));
    expect(screen.queryByLabelText('Current password', { selector: 'input' })).toBeNull();

    const user = userEvent.setup();
    await user.clear(input('Email'));
    await user.type(input('Email'), 'lena@new.example.com');
    await waitFor(() => expect(input('Current password')).toBeTruthy());
    expect(save().disabled).toBe(true); // no password yet
    await user.type(input('Current password'), 'my-pass-1');
    await waitFor(() => expect(save().disabled).toBe(false));
    await user.click(save());
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ email: 'lena@new.example.com', currentPassword: 'my-pass-1' });
    await waitFor(() => expect(screen.getAllByText('The current password is incorrect.').length).toBeGreaterThan(0));
  });

  it('sends no password when only the name changes', async () => {
    const posted: Record<string, unknown>[] = [];
    mockFetch((url, init) => {
      if (url.pathname.endsWith('/api/account') && init.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return jsonResponse(200, { ok: true });
      }
      return jsonResponse(200, account);
    });
    renderWithProviders(<SettingsPage />);
    await waitFor(() => expect(input('First name').value).toBe('Lena'));
    const user = userEvent.setup();
    await user.type(input('First name'), 'x');
    await waitFor(() => expect(save().disabled).toBe(false));
    await user.click(save());
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).not.toHaveProperty('currentPassword');
  });
});
