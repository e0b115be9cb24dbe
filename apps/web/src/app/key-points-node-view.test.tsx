import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyPoints, keyPointsLcReply, serve } from '@/features/resource/testing/fixtures';
import { paths } from '@/shared/paths';
import { renderRoutes } from '@/test/render';
import { KeyPointsNodeView } from './key-points-node-view';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('KeyPointsNodeView (the lc page of a KEY_POINTS node)', () => {
  it("completes the key points through progression on 'Continue' and goes to the next step", async () => {
    const calls = serve({
      'POST /api/product/7/9/key-points/view': keyPoints(),
      'POST /api/progression/7/9': {
        status: 'COMPLETE',
        exemptCompletionText: null,
        bookmarked: false,
        nextStep: { id: 10, title: 'Unit Exam', parentIsRoot: false },
      },
    });
    renderRoutes(
      [
        { path: paths.lc.path, element: <KeyPointsNodeView lpId={7} reply={keyPointsLcReply()} product={undefined} /> },
        { path: '/lp/7/lc/10', element: <h1>Unit Exam page</h1> },
      ],
      '/lp/7/lc/9',
    );
    await screen.findByRole('list', { name: 'Key points' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Unit Exam page' })).toBeDefined();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/product/7/9/key-points/view',
      '/api/progression/7/9',
    ]);
  });

  it("offers 'Continue to …' once completed, and nothing when completed without a next step", async () => {
    serve({ 'POST /api/product/7/9/key-points/view': keyPoints() });
    const { unmount } = renderRoutes(
      [
        {
          path: '*',
          element: (
            <KeyPointsNodeView lpId={7} reply={keyPointsLcReply({ completed: true, status: 'COMPLETE' })} product={undefined} />
          ),
        },
      ],
      '/lp/7/lc/9',
    );
    expect(await screen.findByRole('button', { name: 'Continue to Unit Exam' })).toBeDefined();
    unmount();
    renderRoutes(
      [
        {
          path: '*',
          element: (
            <KeyPointsNodeView
              lpId={7}
              reply={keyPointsLcReply({ completed: true, status: 'COMPLETE', nextStep: null })}
              product={undefined}
            />
          ),
        },
      ],
      '/lp/7/lc/9',
    );
    await screen.findByRole('list', { name: 'Key points' });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Continue/ })).toBeNull());
  });
});
