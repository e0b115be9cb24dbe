import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { EnrolmentsPage } from './enrolments-page';

afterEach(() => vi.restoreAllMocks());

describe('EnrolmentsPage', () => {
  it('sends a one-learner enrolment and lists every problem of a refused roster by line and column', async () => {
    const bodies: Record<string, unknown> = {};
    mockFetch((url, init) => {
      if (url.pathname === '/api/admin/enrolments/search')
        return jsonResponse(200, { content: [], totalElements: 0, totalPages: 0 });
      bodies[url.pathname] = JSON.parse(String(init.body));
      if (url.pathname === '/api/admin/enrolments') return jsonResponse(201, { id: 9 });
      return jsonResponse(400, {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: '2 problem(s)',
        fieldErrors: [
          { field: 'csv.line3.login', message: 'no user has the login bob' },
          { field: 'csv.line4.productCode', message: 'no product has the code NOPE' },
        ],
      });
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <EnrolmentsPage /> }], '/');
    await screen.findByText('No enrolments found.');
    const [loginBox] = screen.getAllByRole('textbox', { name: 'Login' });
    await user.type(loginBox as HTMLElement, 'ann');
    await user.type(screen.getByRole('textbox', { name: 'Product code' }), 'RE-CE-2026');
    await user.type(screen.getByRole('textbox', { name: 'External user id (CE store)' }), 'ces-77');
    await user.type(screen.getByRole('textbox', { name: 'External enrolment id (CE store)' }), 'enr-9');
    const [reasonOne, reasonRoster] = screen.getAllByRole('textbox', { name: 'Reason (kept in the audit trail)' });
    await user.type(reasonOne as HTMLElement, 'Employer paid');
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    expect(await screen.findByText('1 enrolment was created.')).toBeTruthy();
    expect(bodies['/api/admin/enrolments']).toEqual({
      login: 'ann',
      productCode: 'RE-CE-2026',
      startDate: null,
      endDate: null,
      externalUserId: 'ces-77',
      externalEnrollmentId: 'enr-9',
      reason: 'Employer paid',
    });

    await user.upload(screen.getByLabelText('CSV file'), new File(['login,productCode\nann,X\n'], 'r.csv', { type: 'text/csv' }));
    await user.type(reasonRoster as HTMLElement, 'Cohort');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enrol the roster' })).toHaveProperty('disabled', false));
    await user.click(screen.getByRole('button', { name: 'Enrol the roster' }));
    expect(await screen.findByText('csv.line3.login: no user has the login bob')).toBeTruthy();
    expect(screen.getByText('csv.line4.productCode: no product has the code NOPE')).toBeTruthy();
    expect(bodies['/api/admin/enrolments/roster']).toEqual({ csv: 'login,productCode\nann,X\n', reason: 'Cohort' });
  });
});

describe('EnrolmentsPage rows', () => {
  it('links each learner to their enrolment and names a withdrawn one', async () => {
    mockFetch(() =>
      jsonResponse(200, {
        content: [
          {
            id: 42,
            login: 'ann',
            firstName: 'Ann',
            lastName: 'Lee',
            productCode: 'RE-CE',
            productName: 'Real Estate CE',
            status: 'WITHDRAWN',
            startDate: null,
            endDate: null,
            createdAt: '2027-01-04T10:00:00.000Z',
          },
        ],
        totalElements: 1,
        totalPages: 1,
      }),
    );
    renderRoutes([{ path: '/', element: <EnrolmentsPage /> }], '/');
    const link = await screen.findByRole('link', { name: 'ann' });
    expect(link.getAttribute('href')).toBe('/administration/enrolments/42');
    expect(screen.getByRole('cell', { name: 'Withdrawn' })).toBeTruthy();
  });
});
