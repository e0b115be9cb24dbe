import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { PasswordPage } from './password-page';

const account = { login: 'lena', email: 'lena@example.com', langKey: 'en', activated: true, authorities: ['ROLE_USER'] };
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
/** The text of the error an input is described by (Mantine links it with aria-describedby). */
const errorOf = (input: HTMLInputElement) =>
  input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id)?.textContent)[0] ?? undefined;
const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('PasswordPage (the schema form with password fields)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('holds Save until the confirmation matches, sends current and new only, and shows a wrong current password under its field', {
    timeout: 30_000,
  }, async () => {
    const posted: unknown[] = [];
    mockFetch((url, init) => {
      if (url.pathname === '/api/account/change_password') {
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
    renderWithProviders(<PasswordPage />);
    await screen.findByRole('heading', { name: 'Password for [lena]' });
    const user = userEvent.setup();
    expect(save().disabled).toBe(true);

    await user.type(field('Current password'), 'old-secret');
    await user.type(field('New password'), 'new-secret-42');
    await user.type(field('New password confirmation'), 'new-secret-4');
    await waitFor(() => expect(screen.getByText('The password and its confirmation do not match!')).toBeTruthy());
    expect(save().disabled).toBe(true);

    await user.type(field('New password confirmation'), '2');
    await waitFor(() => expect(save().disabled).toBe(false));
    await user.click(save());
    // Twice: the page's alert, and the server's field error under the current password.
    await waitFor(() => expect(screen.getAllByText('The current password is incorrect.')).toHaveLength(2));
    expect(posted).toEqual([{ currentPassword: 'old-secret', newPassword: 'new-secret-42' }]);
    expect(errorOf(field('Current password'))).toBe('The current password is incorrect.');
    expect(errorOf(field('New password'))).toBeUndefined();
  });
});
