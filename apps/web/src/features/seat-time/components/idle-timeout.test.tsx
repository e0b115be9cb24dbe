import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { callsTo, seatTimeRoutes, serveSeatTime } from '../testing/serve';

const WARNING = 'Are you still there?';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  // Unmount while fetch is still mocked: leaving a page sends its lesson audit.
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Opens an lc page with these rules; the learner's last activity is now. */
async function open(rules: Record<string, string>) {
  const calls = serveSeatTime({ rules });
  const rendered = renderRoutes(seatTimeRoutes, '/lp/7/lc/11');
  await screen.findByRole('heading', { name: 'Node 11' });
  await waitFor(() => expect(callsTo(calls, '/api/product/7')).toHaveLength(1));
  await advance(0);
  fireEvent.keyDown(document);
  return rendered;
}

const timeout = { SC_SEAT_TIME_IS_TIMEOUT: 'yes', SC_SEAT_TIME_TIMEOUT_MINUTES: '2' };

describe('idle timeout (SC_SEAT_TIME_IS_TIMEOUT)', () => {
  it('warns with a live countdown when the idle limit is reached, then signs out 60 s later', async () => {
    const { router } = await open(timeout);

    await advance(119_000);
    expect(screen.queryByRole('alertdialog', { name: WARNING })).toBeNull();
    await advance(1_000);
    const dialog = await screen.findByRole('alertdialog', { name: WARNING });
    expect(screen.getByRole('timer').textContent).toBe('For your security, you will be signed out in 60 seconds.');
    // Focus starts on the way to stay.
    expect(dialog.contains(document.activeElement) || document.activeElement === dialog).toBe(true);

    await advance(10_000);
    expect(screen.getByRole('timer').textContent).toBe('For your security, you will be signed out in 50 seconds.');
    await advance(49_000);
    expect(screen.getByRole('timer').textContent).toBe('For your security, you will be signed out in 1 second.');
    expect(router.state.location.pathname).toBe('/lp/7/lc/11');
    await advance(1_000);
    await screen.findByRole('heading', { name: 'Logging out' });
    expect(router.state.location.pathname).toBe('/logout');
  });

  it("'Stay signed in' or any activity dismisses the warning and restarts the wait", async () => {
    const { router } = await open(timeout);
    await advance(120_000);
    await screen.findByRole('alertdialog', { name: WARNING });
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(screen.queryByRole('alertdialog', { name: WARNING })).toBeNull();

    await advance(119_000);
    expect(screen.queryByRole('alertdialog', { name: WARNING })).toBeNull();
    await advance(1_000);
    await screen.findByRole('alertdialog', { name: WARNING });
    fireEvent.keyDown(document, { key: 'a' });
    expect(screen.queryByRole('alertdialog', { name: WARNING })).toBeNull();
    await advance(100_000);
    expect(router.state.location.pathname).toBe('/lp/7/lc/11');
  });

  it('signs out without a warning when SC_SEAT_TIME_DISPLAY_WARNING is no', async () => {
    const { router } = await open({ ...timeout, SC_SEAT_TIME_DISPLAY_WARNING: 'no' });
    await advance(179_000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/lp/7/lc/11');
    await advance(1_000);
    await screen.findByRole('heading', { name: 'Logging out' });
  });

  it('does nothing when SC_SEAT_TIME_IS_TIMEOUT is not yes (the default)', async () => {
    const { router } = await open({ SC_SEAT_TIME_TIMEOUT_MINUTES: '1' });
    await advance(10 * 60_000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/lp/7/lc/11');
  });

  it('counts mouse movement as activity only when SC_SEAT_TIME_MOUSE_CONSIDERED_ACTIVE is yes', async () => {
    const moveEvery30s = async () => {
      for (let i = 0; i < 4; i++) {
        await advance(30_000);
        fireEvent.mouseMove(document);
      }
    };

    const without = await open(timeout);
    await moveEvery30s();
    await screen.findByRole('alertdialog', { name: WARNING });
    without.unmount();

    const withMouse = await open({ ...timeout, SC_SEAT_TIME_MOUSE_CONSIDERED_ACTIVE: 'yes' });
    await moveEvery30s();
    expect(screen.queryByRole('alertdialog', { name: WARNING })).toBeNull();
    await advance(120_000);
    await screen.findByRole('alertdialog', { name: WARNING });
    fireEvent.mouseMove(document);
    expect(screen.queryByRole('alertdialog', { name: WARNING })).toBeNull();
    expect(withMouse.router.state.location.pathname).toBe('/lp/7/lc/11');
  });
});
