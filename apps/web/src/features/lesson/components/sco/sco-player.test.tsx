import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { ScoPlayer } from './sco-player';

afterEach(() => vi.restoreAllMocks());

const slide = {
  id: 'item_1',
  type: 'SCORM',
  title: 'Golf Explained',
  referenceId: 31,
  requiredTime: 0,
  taken: false,
  scormVersion: '2004',
  launchUrl: '/asset-storage/sco/7/5/31/shared/launchpage.html',
};

interface Api2004 {
  Initialize(p: string): string;
  GetValue(e: string): string;
  SetValue(e: string, v: string): string;
  Commit(p: string): string;
}

describe('ScoPlayer', () => {
  it('resumes from the committed data, installs the 2004 API for the SCO, and sends its commits to the server', async () => {
    const puts: unknown[] = [];
    mockFetch(async (url, init) => {
      expect(url.pathname).toBe('/api/lesson/7/5/sco/31/runtime');
      if (init.method === 'PUT') {
        puts.push(JSON.parse(String(init.body)));
        return jsonResponse(200, {
          cmi: {},
          completionStatus: 'completed',
          successStatus: 'passed',
          scoreScaled: 0.9,
          done: true,
        });
      }
      return jsonResponse(200, {
        cmi: { location: 'Playing/Par.html', suspend_data: 'page=3', completion_status: 'incomplete', session_time: 'PT1H' },
        completionStatus: 'incomplete',
        successStatus: 'unknown',
        scoreScaled: null,
        done: false,
      });
    });
    renderWithProviders(<ScoPlayer slide={slide} target={{ lpId: 7, lessonId: 5, slideId: 31 }} />);
    const frame = await screen.findByTitle('Course content: Golf Explained');
    expect(frame.getAttribute('src')).toBe(slide.launchUrl);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms allow-modals');
    expect(screen.getByRole('status').textContent).toBe('In progress: your place is saved.');

    // What the SCO sees in its parent window.
    const api = (window as unknown as { API_1484_11: Api2004 }).API_1484_11;
    expect(api.Initialize('')).toBe('true');
    expect(api.GetValue('cmi.entry')).toBe('resume');
    expect(api.GetValue('cmi.location')).toBe('Playing/Par.html');
    expect(api.GetValue('cmi.suspend_data')).toBe('page=3');
    api.SetValue('cmi.completion_status', 'completed');
    api.SetValue('cmi.success_status', 'passed');
    api.SetValue('cmi.score.scaled', '0.9');
    api.Commit('');
    await waitFor(() => expect(puts).toHaveLength(1));
    const cmi = (puts[0] as { cmi: Record<string, unknown> }).cmi;
    expect(cmi).toMatchObject({ completion_status: 'completed', success_status: 'passed', location: 'Playing/Par.html' });
    expect((cmi.score as { scaled: string }).scaled).toBe('0.9');
    // The previous session's time is not carried into this one.
    expect(cmi.session_time).not.toBe('PT1H');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Passed. You may continue. Score: 90%.'));
  });
});
