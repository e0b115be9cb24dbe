import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes, testQueryClient } from '@/test/render';
import { OrientationAffidavitPage } from './orientation-affidavit-page';

afterEach(() => vi.restoreAllMocks());

const reply = { learnerProductId: 7, courseTitle: 'Ethics', text: null, version: 'default-1', accepted: false, acceptedAt: null };

describe('OrientationAffidavitPage', () => {
  it('enables Next only once the agreement is ticked, then records the acceptance and goes home', async () => {
    const calls: string[] = [];
    mockFetch((url) => {
      // The client adds a cache-busting _ to GETs.
      calls.push(`${url.pathname} accept=${url.searchParams.get('accept')}`);
      return jsonResponse(
        200,
        url.searchParams.get('accept') === 'true' ? { ...reply, accepted: true, acceptedAt: '2026-03-14T10:00:00Z' } : reply,
      );
    });
    const user = userEvent.setup();
    renderRoutes(
      [
        { path: '/affidavit/orientation/:lpId', element: <OrientationAffidavitPage /> },
        { path: '/lp/:lpId/home', element: <p>Course home</p> },
      ],
      '/affidavit/orientation/7',
    );
    await screen.findByRole('heading', { name: 'Orientation Affidavit' });
    expect(screen.getByText(/I understand that I must complete this course myself/)).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    expect(next).toHaveProperty('disabled', false);
    await user.click(next);
    await screen.findByText('Course home');
    expect(calls).toEqual(['/api/affidavit/acceptOrientation/7 accept=null', '/api/affidavit/acceptOrientation/7 accept=true']);
  });

  it("drops the course's cached state once accepted, so the home no longer offers the affidavit (issue 25 item 29)", async () => {
    mockFetch((url) =>
      jsonResponse(
        200,
        url.searchParams.get('accept') === 'true' ? { ...reply, accepted: true, acceptedAt: '2026-03-14T10:00:00Z' } : reply,
      ),
    );
    const client = testQueryClient();
    // The home's state, read before the learner went to sign: its next step is the orientation affidavit.
    client.setQueryData(['course', 7, 'state'], { courseNextStep: { type: 'ORIENTATION' } });
    const user = userEvent.setup();
    renderRoutes(
      [
        { path: '/affidavit/orientation/:lpId', element: <OrientationAffidavitPage /> },
        { path: '/lp/:lpId/home', element: <p>Course home</p> },
      ],
      '/affidavit/orientation/7',
      client,
    );
    await user.click(await screen.findByRole('checkbox', { name: 'I agree' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Course home');
    expect(client.getQueryState(['course', 7, 'state'])?.isInvalidated).toBe(true);
  });
});
