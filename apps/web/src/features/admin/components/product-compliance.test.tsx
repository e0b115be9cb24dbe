import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inFrench } from '@/test/french';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { ProductCompliance } from './product-compliance';

afterEach(() => vi.restoreAllMocks());

const source = { citation: 'Cal. Code Regs. tit. 10, §3007.3(d)', readOn: '2026-11-28' };
const dreBinding = {
  profileId: 'ca-dre-ce',
  profileVersion: 1,
  approvalNumber: 'DRE-1',
  approvalExpiresOn: '2028-06-30',
  creditHours: 3,
  boundBy: 'admin',
  boundAt: '2026-11-28T05:00:00.000Z',
};
const boundReport = {
  productId: 3,
  bindings: [dreBinding],
  profiles: [{ profileId: 'ca-dre-ce', profileVersion: 1, name: 'California DRE CE', latestVersion: 2 }],
  failures: 1,
  lines: [
    {
      profileId: 'ca-dre-ce',
      profileVersion: 1,
      check: 'FINAL_EXAM_QUESTION_COUNT',
      parameter: 'finalExam.questionCount',
      status: 'FAIL',
      unit: 'QUESTIONS',
      course: '10',
      required: '15',
      source,
    },
    {
      profileId: 'ca-dre-ce',
      profileVersion: 1,
      check: 'FINAL_EXAM_PASS_MARK',
      parameter: 'finalExam.passMarkPercent',
      status: 'UNKNOWN',
      unit: 'PERCENT',
      course: '70',
      required: null,
      source: null,
    },
  ],
};
const profiles = {
  profiles: [
    { id: 'ca-dre-ce', version: 2, name: 'California DRE CE' },
    { id: 'fl-frec-ce', version: 1, name: 'Florida FREC CE' },
  ],
};

function serve(calls: string[]) {
  let report: typeof boundReport = structuredClone(boundReport);
  mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    calls.push(`${method} ${url.pathname} ${init.body ?? ''}`.trim());
    if (url.pathname === '/api/admin/compliance/profiles') return jsonResponse(200, profiles);
    if (method === 'PUT') {
      const body = JSON.parse(String(init.body));
      report = { ...report, bindings: body.bindings.map((b: object) => ({ ...dreBinding, ...b })) };
      return jsonResponse(200, { productId: 3, bindings: report.bindings });
    }
    if (method === 'POST') {
      report = { ...report, profiles: [{ ...boundReport.profiles[0], profileVersion: 2 }] as typeof report.profiles };
      return jsonResponse(200, { productId: 3, bindings: report.bindings });
    }
    return jsonResponse(200, report);
  });
}

describe('ProductCompliance', () => {
  it('shows the report against the bound version, with what the course has, what the profile asks and the source', async () => {
    serve([]);
    renderRoutes([{ path: '/', element: <ProductCompliance productId={3} /> }], '/');
    const section = await screen.findByRole('region', { name: 'Compliance' });
    const report = await within(section).findByRole('table', {
      name: 'Compliance report against California DRE CE, version 1',
    });
    expect(
      within(report).getByRole('row', {
        name: /Final exam questions per sitting Fail 10 questions 15 questions Cal\. Code Regs\. tit\. 10, §3007\.3\(d\)/,
      }),
    ).toBeTruthy();
    expect(within(report).getByRole('row', { name: /Final exam pass mark Unknown 70 % — Provider policy/ })).toBeTruthy();
    expect(within(section).getByRole('status').textContent).toBe('1 check fails.');
    const bindings = within(section).getByRole('table', { name: 'Compliance profiles this product is approved under' });
    expect(within(bindings).getByRole('row', { name: /California DRE CE 1 DRE-1/ })).toBeTruthy();
  });

  it('binds a profile with its approval, expiry and hours, unbinds one, and moves one to a new version with a reason, by keyboard', async () => {
    const calls: string[] = [];
    serve(calls);
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <ProductCompliance productId={3} /> }], '/');
    const form = await screen.findByRole('form', { name: 'Bind to a profile' });
    const bind = within(form).getByRole('button', { name: 'Bind profile' });
    expect(bind).toHaveProperty('disabled', true);
    await waitFor(() => expect(within(form).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Profile' }), 'fl-frec-ce');
    await user.type(within(form).getByRole('textbox', { name: 'Approval number' }), 'FREC-7');
    await user.type(within(form).getByLabelText('Approval expires on'), '2027-12-31');
    await user.type(within(form).getByRole('spinbutton', { name: 'Credit hours' }), '3{Enter}');
    await waitFor(() => expect(calls.some((c) => c.startsWith('PUT'))).toBe(true));
    expect(calls.find((c) => c.startsWith('PUT'))).toBe(
      'PUT /api/admin/products/3/compliance-bindings {"bindings":[{"profileId":"ca-dre-ce","profileVersion":1,"approvalNumber":"DRE-1","approvalExpiresOn":"2028-06-30","creditHours":3},{"profileId":"fl-frec-ce","profileVersion":1,"approvalNumber":"FREC-7","approvalExpiresOn":"2027-12-31","creditHours":3}]}',
    );

    const moveButton = await screen.findByRole('button', { name: 'Move California DRE CE to version 2' });
    moveButton.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Move California DRE CE to version 2' });
    await user.type(within(dialog).getByRole('textbox'), 'DRE letter 2026-11-20');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(calls.some((c) => c.startsWith('POST'))).toBe(true));
    expect(calls.find((c) => c.startsWith('POST'))).toBe(
      'POST /api/admin/products/3/compliance-bindings/ca-dre-ce/move {"profileVersion":2,"reason":"DRE letter 2026-11-20"}',
    );

    await user.click(screen.getByRole('button', { name: 'Unbind Florida FREC CE' }));
    await waitFor(() => expect(calls.filter((c) => c.startsWith('PUT'))).toHaveLength(2));
    expect(calls.filter((c) => c.startsWith('PUT'))[1]).not.toContain('fl-frec-ce');
  });

  it('speaks French', async () => {
    serve([]);
    await inFrench();
    renderRoutes([{ path: '/', element: <ProductCompliance productId={3} /> }], '/');
    const section = await screen.findByRole('region', { name: 'Conformité' });
    const report = await within(section).findByRole('table', {
      name: 'Rapport de conformité selon California DRE CE, version 1',
    });
    expect(
      within(report).getByRole('row', { name: /Questions par passage de l’examen final Non conforme 10 questions 15 questions/ }),
    ).toBeTruthy();
  });
});
