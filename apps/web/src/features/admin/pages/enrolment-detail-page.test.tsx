import type { EnrolmentDetail } from '@continuum/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { EnrolmentDetailPage } from './enrolment-detail-page';

afterEach(() => vi.restoreAllMocks());

const attempt = {
  nodeTitle: 'Practice',
  nodeId: 7,
  isFinal: false,
  trial: false,
  startedAt: '2027-01-04T10:00:00.000Z',
  finishedAt: null,
  finishReason: null,
  score: null,
  secondsLeftAtLastActivity: null,
  resetAt: null,
  resetBy: null,
  resetReason: null,
};

function detail(over: Partial<EnrolmentDetail> = {}): EnrolmentDetail {
  return {
    id: 5,
    login: 'ann',
    firstName: 'Ann',
    lastName: 'Lee',
    productCode: 'RE-CE',
    productName: 'Real Estate CE',
    status: 'IN_PROGRESS',
    startDate: '2027-01-04',
    endDate: '2027-03-31',
    withdrawnAt: null,
    identityChecks: {
      authRequired: { value: true, setForEnrolment: false },
      biosigRequired: { value: true, setForEnrolment: false },
      biosigNmlsIdRequired: { value: false, setForEnrolment: false },
      biosigInitFailed: { value: false, setForEnrolment: false },
    },
    securityHeldAt: null,
    attempts: [
      {
        ...attempt,
        id: 11,
        attemptNumber: 1,
        status: 'FAIL',
        score: 40,
        finishedAt: '2027-01-04T10:20:00.000Z',
        canReset: true,
        canResume: false,
      },
      { ...attempt, id: 12, attemptNumber: 2, status: 'PARTIALLY_COMPLETED', canReset: true, canResume: true },
    ],
    nodes: [
      { id: 3, title: 'Unit 1', type: 'UNIT', depth: 0, exempt: false, exemptedBy: null, exemptedAt: null },
      {
        id: 4,
        title: 'Lesson 1',
        type: 'LESSON',
        depth: 1,
        exempt: true,
        exemptedBy: 'boss',
        exemptedAt: '2027-01-05T09:00:00.000Z',
      },
    ],
    ...over,
  };
}

/** Serves the enrolment and records every action's path and body; `answer` decides each action's reply. */
function serve(answer: (path: string) => Response = () => jsonResponse(200, { ok: true }), over: Partial<EnrolmentDetail> = {}) {
  const posts: { path: string; body: unknown }[] = [];
  mockFetch((url, init) => {
    if (init.method === 'POST' || init.method === 'PUT') {
      posts.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      return answer(url.pathname);
    }
    return jsonResponse(200, detail(over));
  });
  renderRoutes([{ path: '/administration/enrolments/:id', element: <EnrolmentDetailPage /> }], '/administration/enrolments/5');
  return posts;
}

describe('EnrolmentDetailPage', () => {
  it('offers the enrolment’s records archive for download (issue 28, decision 0182)', async () => {
    serve();
    const link = await screen.findByRole('link', { name: 'Download records' });
    expect(link.getAttribute('href')).toBe('/api/admin/learner-products/5/records');
    expect(link.getAttribute('download')).toBe('records-5.zip');
  });

  it('resets an attempt through a modal whose confirm waits for a reason, then says so', async () => {
    const posts = serve();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reset attempt 1 of Practice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset attempt 1 of Practice' });
    const confirm = within(dialog).getByRole('button', { name: 'Reset the attempt' });
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '   ');
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Proctor error ');
    expect(confirm).toHaveProperty('disabled', false);
    await user.click(confirm);
    expect(await screen.findByText('Attempt 1 of Practice was reset.')).toBeTruthy();
    expect(posts).toEqual([{ path: '/api/admin/enrolments/5/attempts/11/reset', body: { reason: 'Proctor error' } }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when the security questions are on hold and releases the hold with a reason (decision 0108)', async () => {
    const posts = serve(undefined, { securityHeldAt: '2027-01-06T10:00:00.000Z' });
    const user = userEvent.setup();
    expect(await screen.findByText('Security questions on hold')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Release the security hold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release the security hold' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Identity confirmed by phone');
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(await screen.findByText('The security hold was released.')).toBeTruthy();
    expect(posts).toEqual([
      { path: '/api/admin/enrolments/5/security-hold/release', body: { reason: 'Identity confirmed by phone' } },
    ]);
  });

  it('offers resume only for the partially completed attempt and shows a refusal in words', async () => {
    const posts = serve(() =>
      jsonResponse(409, { status: 409, code: 'ATTEMPT_NOT_PARTIALLY_COMPLETED', message: 'in progress' }),
    );
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Resume attempt 2 of Practice' });
    expect(screen.queryByRole('button', { name: 'Resume attempt 1 of Practice' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Resume attempt 2 of Practice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resume attempt 2 of Practice' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Power cut');
    await user.click(within(dialog).getByRole('button', { name: 'Resume the attempt' }));
    expect(
      await screen.findByText('This attempt is still in progress; only a partially completed attempt is resumed.'),
    ).toBeTruthy();
    expect(posts[0]?.path).toBe('/api/admin/enrolments/5/attempts/12/resume');
  });

  it('extends by a number of days, withdraws, and marks a node exempt, each with its reason', async () => {
    const posts = serve();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Extend the end date' }));
    let dialog = await screen.findByRole('dialog', { name: 'Extend the end date' });
    const days = within(dialog).getByRole('spinbutton', { name: 'Days to add' });
    await user.clear(days);
    await user.type(days, '0');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Illness');
    expect(within(dialog).getByRole('button', { name: 'Extend' })).toHaveProperty('disabled', true);
    await user.clear(days);
    await user.type(days, '14');
    await user.click(within(dialog).getByRole('button', { name: 'Extend' }));
    expect(await screen.findByText('The end date was extended by 14 days.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    dialog = await screen.findByRole('dialog', { name: 'Withdraw the enrolment' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Refund');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The enrolment was withdrawn.')).toBeTruthy();

    expect(screen.getByText(/Exempt \(marked by boss/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark exempt: Lesson 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mark exempt: Unit 1' }));
    dialog = await screen.findByRole('dialog', { name: 'Mark Unit 1 exempt' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Prior certificate');
    await user.click(within(dialog).getByRole('button', { name: 'Mark exempt' }));
    await waitFor(() => expect(posts).toHaveLength(3));
    expect(posts).toEqual([
      { path: '/api/admin/enrolments/5/extend', body: { days: 14, reason: 'Illness' } },
      { path: '/api/admin/enrolments/5/withdraw', body: { reason: 'Refund' } },
      { path: '/api/admin/enrolments/5/exempt', body: { nodeId: 3, reason: 'Prior certificate' } },
    ]);
  });

  it('sets the signature check off for this learner with a reason, and opens a supervised typing enrolment', async () => {
    const posts = serve((path) =>
      path.endsWith('/typing-enrolment') ? jsonResponse(200, { until: '2027-01-04T11:00:00.000Z' }) : jsonResponse(200, {}),
    );
    const user = userEvent.setup();
    const save = await screen.findByRole('button', { name: 'Save the identity checks' });
    expect(save).toHaveProperty('disabled', true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Signature check' }), 'Off for this learner');
    await user.click(save);
    let dialog = await screen.findByRole('dialog', { name: 'Save the identity checks' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Cannot draw, checked by phone');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The identity checks were saved.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Allow a supervised typing enrolment' }));
    dialog = await screen.findByRole('dialog', { name: 'Allow a supervised typing enrolment' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'New tablet, on a video call');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/may record a new typing pattern until/)).toBeTruthy();
    expect(posts).toEqual([
      {
        path: '/api/admin/enrolments/5/identity-checks',
        body: { biosigRequired: false, reason: 'Cannot draw, checked by phone' },
      },
      { path: '/api/admin/enrolments/5/typing-enrolment', body: { reason: 'New tablet, on a video call' } },
    ]);
  });
});
