import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { ResetRequestPage } from './reset-request-page';

const email = () => screen.getByLabelText('Email', { selector: 'input' }) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Reset password' }) as HTMLButtonElement;

describe('ResetRequestPage (the schema form: contracts resetInitBody, translated messages)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('refuses a malformed address as typed, then sends the valid one and says to check the e-mails', async () => {
    const posted: unknown[] = [];
    mockFetch((url, init) => {
      if (url.pathname === '/api/account/reset_password/init') posted.push(JSON.parse(String(init.body)));
      return jsonResponse(200, { ok: true });
    });
    renderWithProviders(<ResetRequestPage />);
    const user = userEvent.setup();
    expect(submit().disabled).toBe(true);

    await user.type(email(), 'lena@');
    await waitFor(() => expect(screen.getByText('Your email is invalid.')).toBeTruthy());
    expect(submit().disabled).toBe(true);
    expect(email().getAttribute('aria-invalid')).toBe('true');

    await user.type(email(), 'example.com');
    await waitFor(() => expect(submit().disabled).toBe(false));
    expect(screen.queryByText('Your email is invalid.')).toBeNull();
    await user.click(submit());
    await screen.findByText('Check your emails for details on how to reset your password.');
    expect(posted).toEqual([{ email: 'lena@example.com' }]);
  });

  it("shows the spec's text when the server says the address is not registered", async () => {
    mockFetch(() =>
      jsonResponse(400, {
        status: 400,
        code: 'EMAIL_NOT_REGISTERED',
        message: 'email address not registered',
        fieldErrors: [],
      }),
    );
    renderWithProviders(<ResetRequestPage />);
    const user = userEvent.setup();
    await user.type(email(), 'nobody@example.com');
    await waitFor(() => expect(submit().disabled).toBe(false));
    await user.click(submit());
    await screen.findByText("Email address isn't registered! Please check and try again.");
  });
});
