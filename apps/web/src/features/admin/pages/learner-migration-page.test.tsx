import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { LearnerMigrationPage } from './learner-migration-page';

afterEach(() => vi.restoreAllMocks());

const report = (dryRun: boolean) => ({
  lineage: 'RE-CE',
  fromVersion: 1,
  toVersion: 2,
  dryRun,
  migrated: 1,
  refused: 1,
  learners: [
    {
      learnerProductId: 7,
      outcome: dryRun ? 'WOULD_MIGRATE' : 'MIGRATED',
      code: null,
      parts: { answers: { carried: 2, dropped: 1 } },
      seatTime: { carriedMs: 120000, droppedMs: 60000 },
      progress: { before: { completedLeaves: 1, leaves: 3 }, after: { completedLeaves: 1, leaves: 4 } },
    },
    { learnerProductId: 8, outcome: 'REFUSED', code: 'ENROLMENT_COMPLETED', parts: null, seatTime: null, progress: null },
  ],
});

describe('LearnerMigrationPage', () => {
  it('runs a dry run, shows what carries and is dropped, then migrates the same request on confirmation', async () => {
    const bodies: unknown[] = [];
    mockFetch((url, init) => {
      const body = JSON.parse(String(init.body));
      bodies.push({ path: url.pathname, ...body });
      return jsonResponse(200, report(body.dryRun));
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <LearnerMigrationPage /> }], '/');
    expect(screen.queryByRole('button', { name: 'Migrate these learners' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Course lineage/ }), 're-ce');
    await user.click(screen.getByRole('button', { name: 'Dry run' }));
    expect(await screen.findByRole('table', { name: 'What a migration would do' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 learner would move, 1 refused.');
    expect(screen.getByRole('cell', { name: 'answers: 2' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'answers: 1' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'ENROLMENT_COMPLETED' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '2 min carried, 1 min dropped' })).toBeTruthy();
    // A changed field asks for a new dry run before anything can be migrated.
    const to = screen.getByRole('textbox', { name: /To version/ });
    await user.type(to, '0');
    expect(screen.queryByRole('button', { name: 'Migrate these learners' })).toBeNull();
    await user.type(to, '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Dry run' }));
    await user.click(await screen.findByRole('button', { name: 'Migrate these learners' }));
    await waitFor(() => expect(bodies).toHaveLength(3));
    expect(bodies).toEqual([
      { path: '/api/authoring/lineages/RE-CE/migrations', fromVersion: 1, toVersion: 2, dryRun: true },
      { path: '/api/authoring/lineages/RE-CE/migrations', fromVersion: 1, toVersion: 2, dryRun: true },
      { path: '/api/authoring/lineages/RE-CE/migrations', fromVersion: 1, toVersion: 2, dryRun: false },
    ]);
    expect(await screen.findByRole('table', { name: 'What the migration did' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Migrate these learners' })).toBeNull();
  });
});
