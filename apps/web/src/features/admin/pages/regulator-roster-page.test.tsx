import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { RegulatorRosterPage } from './regulator-roster-page';

afterEach(() => vi.restoreAllMocks());

const row = {
  learnerProductId: 7,
  learnerName: 'Ada Lovelace',
  login: 'ada',
  email: 'ada@example.test',
  status: 'COMPLETE',
  licenses: [{ state: 'TX', licenseType: 'Broker', licenseNumberMasked: '****7123' }],
  seatTimeMinutes: 125,
  finalExam: { score: 85, passed: true, finishedAt: '2026-03-02T11:00:00.000Z' },
  finalAffidavit: { acceptedAt: '2026-03-03T11:00:00.000Z', textVersion: 'default-1' },
  proctorAffidavitSigned: true,
  identity: { typing: 'PASS', signature: null, photoIdSubmittedAt: null, securityQuestionsAnswered: 2 },
  completedAt: '2026-03-10T15:30:00.000Z',
  certificateCode: 'ABCD-EFGH-JKMN-PQRS',
};

function serve(rosterReply: (url: URL) => Response) {
  const rosterCalls: URL[] = [];
  mockFetch((url) => {
    if (url.pathname === '/api/admin/products/search') {
      return jsonResponse(200, {
        content: [{ id: 5, code: 'RE-CE', name: 'Real Estate CE', type: 'COURSE', createdAt: '2026-01-01T00:00:00Z' }],
        totalElements: 1,
        totalPages: 1,
      });
    }
    if (url.pathname === '/api/admin/roster') {
      rosterCalls.push(url);
      return rosterReply(url);
    }
    return jsonResponse(404, {});
  });
  return rosterCalls;
}

describe('RegulatorRosterPage', () => {
  it('asks for the chosen course and range, shows the rows with the licence masked and links the CSV', async () => {
    const calls = serve(() =>
      jsonResponse(200, {
        productId: 5,
        course: 'Real Estate CE',
        from: '2026-03-01',
        to: '2026-03-31',
        generatedAt: '2026-03-31T00:00:00Z',
        rows: [row],
      }),
    );
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <RegulatorRosterPage /> }], '/');
    const course = await screen.findByRole('combobox', { name: 'Course' });
    await screen.findByRole('option', { name: 'Real Estate CE (RE-CE)' });
    await user.selectOptions(course, '5');
    await user.type(screen.getByLabelText('Completed from'), '2026-03-01');
    await user.type(screen.getByLabelText('Completed to'), '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Show roster' }));

    const table = await screen.findByRole('table', { name: 'Regulator roster: Real Estate CE' });
    expect(calls[0]?.searchParams.get('productId')).toBe('5');
    expect(calls[0]?.searchParams.get('from')).toBe('2026-03-01');
    expect(calls[0]?.searchParams.get('to')).toBe('2026-03-31');
    expect(within(table).getByRole('cell', { name: 'TX Broker ****7123' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '2 h 5 min' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'ABCD-EFGH-JKMN-PQRS' })).toBeTruthy();
    expect(within(table).getByText('Ada Lovelace')).toBeTruthy();
    const csv = screen.getByRole('link', { name: 'Download CSV' });
    expect(csv.getAttribute('href')).toBe('/api/admin/roster.csv?productId=5&from=2026-03-01&to=2026-03-31');
  });

  it('shows the server’s message on the field it names', async () => {
    serve(() =>
      jsonResponse(400, {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Invalid input',
        fieldErrors: [{ field: 'to', message: 'to must not be before from' }],
      }),
    );
    renderRoutes([{ path: '/', element: <RegulatorRosterPage /> }], '/?productId=5&from=2026-03-02&to=2026-03-01');
    expect(await screen.findByText('to must not be before from')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
