import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLessonAudit } from '@/features/seat-time/public/send-lesson-audit';
import { useSeatTimeNode } from '@/features/seat-time/public/use-seat-time-node';
import { paths } from '@/shared/paths';
import { jsonResponse, renderRoutes } from '@/test/render';
import { callsTo, seatTimeRoutes, serveSeatTime } from '../testing/serve';
import { SeatTimeLayout } from './seat-time-layout';

const MAX_TIME_TEXT =
  'Maximum seat time for the day has been met. You may continue to progress in the course, but you will not accrue more seat time until tomorrow.';

let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  // Fake clock that also moves with real time, so Testing Library's waitFor keeps polling.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

afterEach(() => {
  // Unmount while fetch is still mocked: leaving a page sends its lesson audit.
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Renders a product page and waits until its time on task runs (start answered, rules loaded). */
async function open(path: string, calls: ReturnType<typeof serveSeatTime>, routes = seatTimeRoutes) {
  const rendered = renderRoutes(routes, path);
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(callsTo(calls, '/api/tot/start')).toHaveLength(1));
  await waitFor(() => expect(callsTo(calls, '/api/product/7')).toHaveLength(1));
  // Let the start reply land before the clock moves.
  await advance(0);
  return rendered;
}

describe('seat-time tracker: time on task and heartbeats', () => {
  it('starts a time on task for the node shown, then beats every 30 s with it and the learner product', async () => {
    const calls = serveSeatTime();
    await open('/lp/7/lc/11', calls);
    expect(callsTo(calls, '/api/tot/start')[0]).toMatchObject({
      method: 'POST',
      body: { learningComponentId: 11, name: 'Node 11' },
    });

    await advance(29_000);
    expect(callsTo(calls, '/api/tot/update')).toHaveLength(0);
    await advance(1_000);
    expect(callsTo(calls, '/api/tot/update')).toEqual([
      { method: 'POST', path: '/api/tot/update', body: { timeOnTaskId: 911, currentProductId: 7 } },
    ]);
    await advance(30_000);
    expect(callsTo(calls, '/api/tot/update')).toHaveLength(2);
  });

  it('the product home counts against the root node', async () => {
    const calls = serveSeatTime();
    await open('/lp/7/home', calls);
    expect(callsTo(calls, '/api/tot/start')[0]?.body).toEqual({ learningComponentId: 1, name: 'Agency Basics' });
  });

  it('skips the beat while the tab is hidden', async () => {
    const calls = serveSeatTime();
    await open('/lp/7/lc/11', calls);
    visibility = 'hidden';
    await advance(60_000);
    expect(callsTo(calls, '/api/tot/update')).toHaveLength(0);
    visibility = 'visible';
    await advance(30_000);
    expect(callsTo(calls, '/api/tot/update')).toHaveLength(1);
  });

  it('stops beating once idle for SC_IDLE_WARNING_SECS, says so once, and beats again after activity', async () => {
    const calls = serveSeatTime({ rules: { SC_IDLE_WARNING_SECS: '60' } });
    // No activity since the page opened.
    await open('/lp/7/lc/11', calls);

    await advance(30_000); // idle 30 s: beat
    expect(callsTo(calls, '/api/tot/update')).toHaveLength(1);
    await advance(30_000); // idle 60 s: no beat, the idle call
    await advance(60_000); // still idle: nothing more
    expect(callsTo(calls, '/api/tot/update')).toHaveLength(1);
    expect(callsTo(calls, '/api/tot/idle/7')).toEqual([{ method: 'POST', path: '/api/tot/idle/7', body: undefined }]);

    fireEvent.scroll(document);
    await advance(30_000);
    expect(callsTo(calls, '/api/tot/update')).toHaveLength(2);
    expect(callsTo(calls, '/api/tot/idle/7')).toHaveLength(1);
  });

  it('sends the lesson audit of an lc page when the learner leaves it, unless the next page says skipLessonAudit', async () => {
    const calls = serveSeatTime();
    const { router } = await open('/lp/7/lc/11', calls);

    await act(() => router.navigate('/lp/7/lc/12'));
    await waitFor(() => expect(callsTo(calls, '/api/tot/start')).toHaveLength(2));
    expect(callsTo(calls, '/api/tot/lesson')).toEqual([
      {
        method: 'POST',
        path: '/api/tot/lesson',
        body: { exitedTimeOnTaskId: 911, learningComponentId: 11, lessonName: 'Node 11', complete: false },
      },
    ]);
    await advance(0);

    await act(() => router.navigate('/lp/7/lc/13?skipLessonAudit=true'));
    await waitFor(() => expect(callsTo(calls, '/api/tot/start')).toHaveLength(3));
    await advance(0);
    expect(callsTo(calls, '/api/tot/lesson')).toHaveLength(1);

    // The home page is not an lc page: leaving node 13 for it audits 13, leaving home audits nothing.
    await act(() => router.navigate('/lp/7/home'));
    await waitFor(() => expect(callsTo(calls, '/api/tot/lesson')).toHaveLength(2));
    expect(callsTo(calls, '/api/tot/lesson')[1]?.body).toMatchObject({ exitedTimeOnTaskId: 913, learningComponentId: 13 });
    await advance(0);
    await act(() => router.navigate('/logout'));
    await screen.findByRole('heading', { name: 'Logging out' });
    expect(callsTo(calls, '/api/tot/lesson')).toHaveLength(2);
  });

  it('only logs failures: nothing is shown', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = serveSeatTime({ update: () => jsonResponse(500, { status: 500, code: 'INTERNAL', message: 'x' }) });
    await open('/lp/7/lc/11', calls);
    await advance(30_000);
    expect(callsTo(calls, '/api/tot/update')).toHaveLength(1);
    await waitFor(() => expect(error).toHaveBeenCalledWith('seat time: heartbeat failed', expect.anything()));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('seat-time tracker: Max Time notice', () => {
  it("shows 'Max Time' with the spec's text at most once a day per learner product", async () => {
    const calls = serveSeatTime({
      update: () => jsonResponse(200, { maxTimeHit: true, popUpMessage: MAX_TIME_TEXT, day: '2026-11-26' }),
    });
    await open('/lp/7/lc/11', calls);
    await advance(30_000);

    const alert = await screen.findByRole('alertdialog', { name: 'Max Time' });
    expect(alert.textContent).toContain(MAX_TIME_TEXT);
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog', { name: 'Max Time' })).toBeNull();

    // Another reply saying so the same day (another tab, a restart): not again.
    await advance(30_000);
    expect(callsTo(calls, '/api/tot/update')).toHaveLength(2);
    expect(screen.queryByRole('alertdialog', { name: 'Max Time' })).toBeNull();
    expect(localStorage.getItem('continuum.maxTimeNotice.7')).toBe('2026-11-26');
  });

  it("remembers the notice by the course's day the server names, not the browser's", async () => {
    // The browser's day is 2026-11-25 and its notice was shown; the course's calendar is already on the 26th.
    vi.setSystemTime(new Date(2026, 10, 25, 23, 30));
    localStorage.setItem('continuum.maxTimeNotice.7', '2026-11-25');
    const calls = serveSeatTime({
      update: () => jsonResponse(200, { maxTimeHit: true, popUpMessage: MAX_TIME_TEXT, day: '2026-11-26' }),
    });
    await open('/lp/7/lc/11', calls);
    await advance(30_000);
    expect(await screen.findByRole('alertdialog', { name: 'Max Time' })).toBeTruthy();
    expect(localStorage.getItem('continuum.maxTimeNotice.7')).toBe('2026-11-26');
  });

  it("shows the course's popUpMessage when it has one, and again on another day", async () => {
    localStorage.setItem('continuum.maxTimeNotice.7', '2000-01-01');
    const calls = serveSeatTime({
      update: () => jsonResponse(200, { maxTimeHit: true, popUpMessage: 'Enough for today!', day: '2026-11-26' }),
    });
    await open('/lp/7/lc/11', calls);
    await advance(30_000);
    const alert = await screen.findByRole('alertdialog', { name: 'Max Time' });
    expect(alert.textContent).toContain('Enough for today!');
  });
});

/** What a lesson page does with useLessonAudit: an audit per slide change, a complete one at the end. */
function LessonTestPage() {
  useSeatTimeNode(7, { id: 20, title: 'Lesson one' }, { lessonAudit: true });
  const audit = useLessonAudit();
  return (
    <>
      <h1>Lesson one</h1>
      <button
        type="button"
        onClick={() => audit({ lessonName: 'Lesson one', previousSlideName: 'S1', nextSlideName: 'S2', complete: false })}
      >
        Next slide
      </button>
      <button type="button" onClick={() => audit({ lessonName: 'Lesson one', previousSlideName: 'S2', complete: true })}>
        Finish
      </button>
    </>
  );
}

describe('useLessonAudit (for lesson pages)', () => {
  it('sends the audit of the current time on task; after a complete one, leaving sends no incomplete one', async () => {
    const calls = serveSeatTime();
    const routes = [
      {
        element: <SeatTimeLayout />,
        children: [
          { path: paths.lc.path, element: <LessonTestPage /> },
          { path: paths.productHome.path, element: <h1>Course home</h1> },
        ],
      },
    ];
    const { router } = await open('/lp/7/lc/20', calls, routes);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(callsTo(calls, '/api/tot/lesson')).toHaveLength(2));
    expect(callsTo(calls, '/api/tot/lesson').map((c) => c.body)).toEqual([
      {
        exitedTimeOnTaskId: 920,
        learningComponentId: 20,
        lessonName: 'Lesson one',
        previousSlideName: 'S1',
        nextSlideName: 'S2',
        complete: false,
      },
      { exitedTimeOnTaskId: 920, learningComponentId: 20, lessonName: 'Lesson one', previousSlideName: 'S2', complete: true },
    ]);

    await act(() => router.navigate('/lp/7/home'));
    await screen.findByRole('heading', { name: 'Course home' });
    await advance(0);
    expect(callsTo(calls, '/api/tot/lesson')).toHaveLength(2);
  });
});
