import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { RegisterForm } from './register-form';

const submit = () => screen.getByRole('button', { name: 'Register' }) as HTMLButtonElement;

async function fill(values: Partial<Record<string, string>>) {
  const user = userEvent.setup();
  const labels: Record<string, string> = {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    login: 'Login',
    password: 'New password',
    confirmPassword: 'New password confirmation',
  };
  for (const [field, value] of Object.entries(values)) {
    const input = screen.getByLabelText(labels[field] ?? field, { selector: 'input' });
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  return user;
}

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  login: 'ada',
  password: 'Secret12',
  confirmPassword: 'Secret12',
};

describe('RegisterForm', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps Register disabled until every field is valid', async () => {
    renderWithProviders(<RegisterForm person={null} inviteKey={null} />);
    await waitFor(() => expect(submit().disabled).toBe(true));

    await fill({ ...valid, login: 'Ada!' });
    await waitFor(() => expect(screen.getByText('Your login can only contain lowercase letters and digits.')).toBeTruthy());
    expect(submit().disabled).toBe(true);

    await fill({ login: 'ada', password: 'abc', confirmPassword: 'abc' });
    await waitFor(() => expect(screen.getAllByText('This field is required to be at least 5 characters.').length).toBe(2));
    expect(submit().disabled).toBe(true);

    await fill({ password: valid.password, confirmPassword: valid.confirmPassword });
    await waitFor(() => expect(submit().disabled).toBe(false));
  });

  it("shows the don't-match message and disables Register while the confirmation differs", async () => {
    renderWithProviders(<RegisterForm person={null} inviteKey={null} />);
    await fill({ ...valid, confirmPassword: 'Secret13' });

    await waitFor(() => expect(screen.getByText('The password and its confirmation do not match!')).toBeTruthy());
    expect(submit().disabled).toBe(true);

    // Fixing the password (not the confirmation) re-checks the confirmation too.
    await fill({ password: 'Secret13' });
    await waitFor(() => expect(screen.queryByText('The password and its confirmation do not match!')).toBeNull());
    expect(submit().disabled).toBe(false);
  });

  it('posts the contract body (no confirmation) and replaces the form with the success message', async () => {
    const bodies: unknown[] = [];
    mockFetch((url, init) => {
      if (url.pathname === '/api/account/register') bodies.push(JSON.parse(String(init.body)));
      return jsonResponse(201, { ok: true, activated: false });
    });
    renderWithProviders(<RegisterForm person={null} inviteKey={null} />);
    const user = await fill(valid);
    await waitFor(() => expect(submit().disabled).toBe(false));
    await user.click(submit());

    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Registration saved!'));
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    expect(bodies).toEqual([
      { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', login: 'ada', password: 'Secret12', langKey: 'en' },
    ]);
  });

  it('registered with the invitation sent to that address: no activation to wait for, a way to sign in (issue 25 #36)', async () => {
    mockFetch(() => jsonResponse(201, { ok: true, activated: true }));
    renderWithProviders(
      <RegisterForm person={{ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', login: 'ada' }} inviteKey="k1" />,
    );
    const user = await fill({ password: 'Secret12', confirmPassword: 'Secret12' });
    await waitFor(() => expect(submit().disabled).toBe(false));
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Your account is ready'));
    expect(screen.queryByText(/check your email/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('maps "login already in use" to the user-exists message and marks the field', async () => {
    mockFetch(() =>
      jsonResponse(400, {
        status: 400,
        code: 'LOGIN_ALREADY_USED',
        message: 'login already in use',
        fieldErrors: [{ field: 'login', message: 'login already in use' }],
      }),
    );
    renderWithProviders(<RegisterForm person={null} inviteKey={null} />);
    const user = await fill(valid);
    await waitFor(() => expect(submit().disabled).toBe(false));
    await user.click(submit());

    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Login name already registered! Please choose another one.'),
    );
    expect(screen.getByLabelText('Login', { selector: 'input' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a refused password (too common) in the alert and under the password, in the UI language', {
    timeout: 30_000,
  }, async () => {
    mockFetch(() =>
      jsonResponse(400, {
        status: 400,
        code: 'PASSWORD_TOO_COMMON',
        message: 'password is too common: choose another',
        fieldErrors: [{ field: 'password', message: 'password is too common: choose another' }],
      }),
    );
    renderWithProviders(<RegisterForm person={null} inviteKey={null} />);
    const user = await fill(valid);
    await waitFor(() => expect(submit().disabled).toBe(false));
    await user.click(submit());
    const text = 'This password is too common (it appears in lists of leaked passwords): choose another one.';
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));
    expect(screen.getAllByText(text)).toHaveLength(2);
  });

  it('shows invitation values disabled and still sends them', async () => {
    const bodies: unknown[] = [];
    mockFetch((_url, init) => {
      bodies.push(JSON.parse(String(init.body)));
      return jsonResponse(201, { ok: true, activated: false });
    });
    renderWithProviders(
      <RegisterForm person={{ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', login: null }} inviteKey="k1" />,
    );
    const email = screen.getByLabelText('Email', { selector: 'input' }) as HTMLInputElement;
    expect(email.disabled).toBe(true);
    expect(email.value).toBe('ada@example.com');

    const user = await fill({ login: 'ada', password: 'Secret12', confirmPassword: 'Secret12' });
    await waitFor(() => expect(submit().disabled).toBe(false));
    await user.click(submit());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ firstName: 'Ada', email: 'ada@example.com', login: 'ada', key: 'k1' });
  });
});
