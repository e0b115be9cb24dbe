import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { Cmi5Player } from './cmi5-player';

afterEach(() => vi.restoreAllMocks());

const slide = {
  id: 'au-1',
  type: 'CMI5',
  title: 'Introduction to Geology',
  referenceId: 31,
  requiredTime: 0,
  taken: false,
  moveOn: 'CompletedOrPassed',
};
const LAUNCH_URL =
  '/asset-storage/sco/7/5/31/index.html?endpoint=http%3A%2F%2Flocalhost%2Fapi%2Fcmi5%2Fxapi&fetch=http%3A%2F%2Flocalhost%2Fapi%2Fcmi5%2Ffetch%2Fk&registration=r&activityId=a&actor=%7B%7D';
const status = (over: Record<string, unknown>) => ({
  moveOn: 'CompletedOrPassed',
  initialized: true,
  completed: false,
  passed: false,
  failed: false,
  scoreScaled: null,
  satisfied: false,
  ...over,
});

describe('Cmi5Player', () => {
  it('launches the AU once, frames it in the SCORM sandbox, and follows its status from the server', async () => {
    const launches: string[] = [];
    let reply = status({});
    mockFetch(async (url, init) => {
      if (url.pathname === '/api/lesson/7/5/cmi5/31/launch') {
        expect(init.method).toBe('POST');
        launches.push(url.pathname);
        return jsonResponse(200, { launchUrl: LAUNCH_URL, sessionId: 's-1', launchMode: 'Normal' });
      }
      expect(url.pathname).toBe('/api/lesson/7/5/cmi5/31/status');
      return jsonResponse(200, reply);
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderWithProviders(<Cmi5Player slide={slide} target={{ lpId: 7, lessonId: 5, slideId: 31 }} />);
      const frame = await screen.findByTitle('Course content: Introduction to Geology');
      expect(frame.getAttribute('src')).toBe(LAUNCH_URL);
      expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms allow-modals');
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe('In progress: your place is kept.'));
      // The AU passes (it told the server, not us): the next read says so, with the score.
      reply = status({ passed: true, completed: true, scoreScaled: 0.8, satisfied: true });
      await vi.advanceTimersByTimeAsync(4500);
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Done. You may continue. Score: 80%.'));
      expect(launches).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so when the launch fails', async () => {
    mockFetch(async (url) =>
      url.pathname.endsWith('/launch')
        ? jsonResponse(403, { status: 403, code: 'LESSON_LOCKED', message: 'locked' })
        : jsonResponse(200, status({ initialized: false })),
    );
    renderWithProviders(<Cmi5Player slide={slide} target={{ lpId: 7, lessonId: 5, slideId: 31 }} />);
    expect((await screen.findByRole('alert')).textContent).toContain('This part could not be opened.');
    expect(screen.getByRole('status').textContent).toBe('Not started yet.');
    expect(screen.queryByTitle('Course content: Introduction to Geology')).toBeNull();
  });
});
