import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { FeatureFlagsPage } from './feature-flags-page';

afterEach(() => vi.restoreAllMocks());

describe('FeatureFlagsPage', () => {
  it('switches a stored flag, locks one the environment sets, and resets one', async () => {
    const calls: string[] = [];
    mockFetch((url, init) => {
      calls.push(`${init.method ?? 'GET'} ${url.pathname} ${init.body ?? ''}`.trim());
      if ((init.method ?? 'GET') === 'GET')
        return jsonResponse(200, [
          { name: 'forum', stored: false, override: null, enabled: false },
          { name: 'glossary', stored: null, override: true, enabled: true },
        ]);
      return jsonResponse(200, { ok: true });
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <FeatureFlagsPage /> }], '/');
    const forum = await screen.findByRole('checkbox', { name: 'forum on' });
    expect(screen.getByRole('checkbox', { name: 'glossary on' })).toHaveProperty('disabled', true);
    await user.click(forum);
    await waitFor(() => expect(calls).toContain('PUT /api/admin/feature-flags/forum {"enabled":true}'));
    await user.click(screen.getByRole('button', { name: 'Reset forum to its default (on)' }));
    await waitFor(() => expect(calls).toContain('DELETE /api/admin/feature-flags/forum'));
    await user.type(screen.getByRole('textbox', { name: 'Flag to switch off' }), '9bad');
    expect(screen.getByRole('button', { name: 'Switch off' })).toHaveProperty('disabled', true);
  });
});
