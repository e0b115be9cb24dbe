import type { Account } from '@continuum/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountQueryOptions } from '@/shared/auth/get-account';
import { jsonResponse, mockFetch, renderWithProviders, testQueryClient } from '@/test/render';
import { LogoutPage } from './logout-page';

const account: Account = {
  login: 'learner',
  email: 'l+1@example.com',
  firstName: 'Lena',
  lastName: 'Learner',
  langKey: 'en',
  activated: true,
  authorities: ['ROLE_AUTHENTICATED'],
};

function setCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the http client reads document.cookie, so the test writes it
  document.cookie = value;
}

describe('LogoutPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    setCookie('XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT');
  });

  it('ends the proctored session with the CSRF header, then the session', async () => {
    setCookie('XSRF-TOKEN=tok');
    const calls: { method: string; path: string; csrf: string | undefined }[] = [];
    mockFetch((url, init) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      calls.push({ method: init.method ?? 'GET', path: url.pathname, csrf: headers['X-XSRF-TOKEN'] });
      return jsonResponse(200, { ok: true });
    });
    const client = testQueryClient();
    client.setQueryData(accountQueryOptions.queryKey, account);

    const { unmount } = renderWithProviders(<LogoutPage />, client);

    expect(screen.getByRole('status').textContent).toBe('Logging out...');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls).toEqual([
      { method: 'GET', path: '/api/proctor/logout/l%2B1%40example.com', csrf: 'tok' },
      { method: 'POST', path: '/api/logout', csrf: 'tok' },
    ]);
    unmount(); // before the 100 ms reload, which jsdom cannot do
  });
});
