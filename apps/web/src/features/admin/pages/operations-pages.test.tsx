import type { AdminHealth } from '@continuum/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { HealthPage } from './health-page';
import { LogsPage } from './logs-page';

const down: AdminHealth = {
  status: 'DOWN',
  components: {
    db: { status: 'UP', details: { kind: 'postgres' } },
    migrations: { status: 'UP', details: { known: 18, applied: 18 } },
    storage: { status: 'UP', details: { kind: 'local' } },
    mail: { status: 'DOWN', details: {} },
  },
};

afterEach(() => vi.restoreAllMocks());

describe('HealthPage', () => {
  it('shows each part of a 503 health reply, and the running build', async () => {
    mockFetch((url) => {
      if (url.pathname === '/admin/manage/health') return jsonResponse(503, down);
      return jsonResponse(200, {
        buildVersion: '0.1.0',
        commit: null,
        node: 'v20.20.2',
        startedAt: '2026-11-25T10:00:00.000Z',
        uptimeSeconds: 1,
        database: 'postgres',
        storage: 'local',
      });
    });
    renderRoutes([{ path: '/', element: <HealthPage /> }], '/');
    expect(await screen.findByText('Overall: Down')).toBeTruthy();
    const mail = screen.getByRole('row', { name: /Mail \(SMTP\)/ });
    expect(within(mail).getByText('Down')).toBeTruthy();
    expect(screen.getByRole('row', { name: /Migrations/ }).textContent).toContain('known: 18, applied: 18');
    expect(await screen.findByText('1 second')).toBeTruthy();
    expect(screen.getByText('unknown')).toBeTruthy();
  });
});

describe('LogsPage', () => {
  it('changes a logger’s level with PUT api/logs', async () => {
    const bodies: unknown[] = [];
    mockFetch((_url, init) => {
      if (init.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        bodies.push(body);
        return jsonResponse(200, [body]);
      }
      return jsonResponse(200, [{ name: 'root', level: 'info' }]);
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <LogsPage /> }], '/');
    const select = await screen.findByRole('combobox', { name: 'Level of root' });
    await user.selectOptions(select, 'Debug');
    await waitFor(() => expect(bodies).toEqual([{ name: 'root', level: 'debug' }]));
    expect(await screen.findByText('The level was changed.')).toBeTruthy();
    expect((select as HTMLSelectElement).value).toBe('debug');
  });
});
