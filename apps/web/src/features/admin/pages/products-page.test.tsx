import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inFrench } from '@/test/french';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { ProductsPage } from './products-page';

afterEach(() => vi.restoreAllMocks());

const PRODUCTS = {
  content: [{ id: 7, code: 'RE-CE', name: 'Agency', type: 'COURSE', createdAt: '2026-01-02T10:00:00Z' }],
  totalPages: 1,
  totalElements: 1,
};
const RULES = {
  productId: 7,
  code: 'RE-CE',
  name: 'Agency',
  rules: [
    { key: 'SC_FINAL_EXAMS_ALLOW_PRINT', type: 'BOOLEAN', value: null, defaultValue: 'yes', known: true },
    {
      key: 'SC_FINAL_EXAMS_MINS_BEFORE_RETAKE',
      type: 'NUMBER',
      value: '60',
      defaultValue: '0',
      known: true,
      min: 0,
      max: 525600,
    },
    {
      key: 'SC_STUDENT_AFFIDAVITS_SSN',
      type: 'ENUM',
      value: null,
      defaultValue: 'NONE',
      known: true,
      options: ['NONE', 'FULL', 'LAST_FOUR'],
    },
    { key: 'SC_FINAL_EXAMS_CAN_HAVE_DESCRIPTION', type: 'TEXT', value: null, defaultValue: null, known: true, maxLength: 200 },
    { key: 'SC_LEGACY', type: 'TEXT', value: 'x', defaultValue: null, known: false },
  ],
};
const HISTORY = [
  {
    id: 3,
    actorLogin: 'boss',
    createdAt: '2026-01-03T10:00:00Z',
    fileName: 'old.zip',
    courseCode: 'RE-CE',
    result: 'IMPORTED',
    dryRun: false,
    created: 12,
    updated: 0,
    removed: 0,
    problemCount: 0,
  },
];

function serve(importReply: { status: number; body: unknown }, ...later: { status: number; body: unknown }[]) {
  const replies = [importReply, ...later];
  const calls: { method: string; path: string; body: unknown }[] = [];
  mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, body });
    if (url.pathname === '/api/admin/products/search') return jsonResponse(200, PRODUCTS);
    if (url.pathname === '/api/admin/products/7/rules') return jsonResponse(200, RULES);
    if (url.pathname.startsWith('/api/admin/products/7/rules/')) return jsonResponse(200, { ok: true });
    if (url.pathname === '/api/admin/course-imports' && method === 'GET') return jsonResponse(200, HISTORY);
    if (url.pathname === '/api/admin/course-imports') {
      const reply = (replies.length > 1 ? replies.shift() : replies[0]) as { status: number; body: unknown };
      return jsonResponse(reply.status, reply.body);
    }
    if (url.pathname === '/api/admin/products/7/compliance')
      return jsonResponse(200, { productId: 7, bindings: [], profiles: [], lines: [], failures: 0 });
    if (url.pathname === '/api/admin/compliance/profiles') return jsonResponse(200, { profiles: [] });
    return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'no' });
  });
  return calls;
}

describe('ProductsPage', () => {
  it('lists products and edits one product’s rules with inputs typed by rule', async () => {
    const calls = serve({ status: 200, body: {} });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <ProductsPage /> }], '/');
    await user.click(await screen.findByRole('button', { name: 'Rules of RE-CE' }));

    const print = await screen.findByRole('switch', { name: 'SC_FINAL_EXAMS_ALLOW_PRINT' });
    expect(print).toHaveProperty('checked', true);
    await user.type(screen.getByRole('textbox', { name: 'Reason for changes (kept in the audit trail)' }), 'exam security');
    await user.click(print);
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        path: '/api/admin/products/7/rules/SC_FINAL_EXAMS_ALLOW_PRINT',
        body: { value: false, reason: 'exam security' },
      }),
    );

    const retake = screen.getByRole('spinbutton', { name: /SC_FINAL_EXAMS_MINS_BEFORE_RETAKE/ });
    expect(retake).toHaveProperty('value', '60');
    await user.clear(retake);
    await user.type(retake, '30');
    await user.click(screen.getByRole('button', { name: 'Save SC_FINAL_EXAMS_MINS_BEFORE_RETAKE' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          path: '/api/admin/products/7/rules/SC_FINAL_EXAMS_MINS_BEFORE_RETAKE',
          body: expect.objectContaining({ value: 30 }),
        }),
      ),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'SC_STUDENT_AFFIDAVITS_SSN' }), 'LAST_FOUR');
    await user.click(screen.getByRole('button', { name: 'Save SC_STUDENT_AFFIDAVITS_SSN' }));
    await waitFor(() =>
      expect(calls).toContainEqual(expect.objectContaining({ body: expect.objectContaining({ value: 'LAST_FOUR' }) })),
    );

    await user.click(screen.getByRole('button', { name: 'Use default for SC_FINAL_EXAMS_MINS_BEFORE_RETAKE' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          path: '/api/admin/products/7/rules/SC_FINAL_EXAMS_MINS_BEFORE_RETAKE',
          body: expect.objectContaining({ value: null }),
        }),
      ),
    );
    expect(screen.getByRole('textbox', { name: 'SC_FINAL_EXAMS_CAN_HAVE_DESCRIPTION' })).toBeTruthy();
    expect(screen.getByText(/SC_LEGACY: x/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use default for SC_LEGACY' })).toBeNull();
  });

  it('says what each rule means, tied to its input (issue 25 #23)', async () => {
    serve({ status: 200, body: {} });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <ProductsPage /> }], '/');
    await user.click(await screen.findByRole('button', { name: 'Rules of RE-CE' }));
    const described = (el: HTMLElement) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    expect(described(await screen.findByRole('switch', { name: 'SC_FINAL_EXAMS_ALLOW_PRINT' }))).toContain(
      'Whether final exams may be printed',
    );
    expect(described(screen.getByRole('spinbutton', { name: /SC_FINAL_EXAMS_MINS_BEFORE_RETAKE/ }))).toContain(
      'Minutes a learner must wait before retaking a failed final exam.',
    );
    expect(described(screen.getByRole('textbox', { name: 'SC_FINAL_EXAMS_CAN_HAVE_DESCRIPTION' }))).toContain(
      'Title shown for the final exam everywhere',
    );
  });

  it('checks a package and shows each problem as file:line message, with the import history', async () => {
    const calls = serve({
      status: 422,
      body: {
        status: 422,
        code: 'PACKAGE_INVALID',
        message: 'the package has 2 problem(s)',
        id: 4,
        result: 'INVALID',
        dryRun: true,
        courseCode: null,
        productId: null,
        created: 0,
        updated: 0,
        removed: 0,
        problems: [
          { file: 'nodes/01-a.yaml', line: 4, message: 'slides.0.type: Invalid input' },
          { file: 'course.yaml', line: 1, message: 'title: Required' },
        ],
      },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <ProductsPage /> }], '/');
    const history = await screen.findByRole('table', { name: 'Import history' });
    expect(within(history).getByText('old.zip')).toBeTruthy();
    expect(within(history).getByText('Imported')).toBeTruthy();

    const check = screen.getByRole('button', { name: 'Check only' });
    expect(check).toHaveProperty('disabled', true);
    await user.upload(
      screen.getByLabelText('Course package or question file'),
      new File(['PK\u0003\u0004zip'], 'course.zip', { type: 'application/zip' }),
    );
    await user.click(check);
    const problems = await screen.findByRole('list', { name: 'Problems in the package' });
    const items = within(problems)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['nodes/01-a.yaml:4 slides.0.type: Invalid input', 'course.yaml:1 title: Required']);
    expect(screen.getByText('The package has 2 problems; nothing was imported.')).toBeTruthy();
    const sent = calls.find((c) => c.method === 'POST' && c.path === '/api/admin/course-imports');
    expect(sent?.body).toEqual({ fileName: 'course.zip', dryRun: true, content: btoa('PK\u0003\u0004zip') });
  });

  it('imports a package and reports its counts', async () => {
    const calls = serve({
      status: 200,
      body: {
        id: 5,
        result: 'IMPORTED',
        dryRun: false,
        courseCode: 'RE-CE',
        productId: 7,
        created: 3,
        updated: 9,
        removed: 1,
        problems: [],
      },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <ProductsPage /> }], '/');
    await user.upload(
      await screen.findByLabelText('Course package or question file'),
      new File(['zip'], 'p.zip', { type: 'application/zip' }),
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Course RE-CE imported: 3 nodes created, 9 updated, 1 removed.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/admin/course-imports')?.body).toMatchObject({
      dryRun: false,
    });
  });

  it('imports a GIFT question file and lists what could not be carried over, in English and French', async () => {
    const reply = {
      id: 6,
      result: 'IMPORTED',
      dryRun: false,
      courseCode: 'GIFT-SAFETY',
      productId: 8,
      created: 3,
      updated: 0,
      removed: 0,
      problems: [
        {
          file: 'safety.gift',
          line: 19,
          message: 'question "Year": partial credit (50%) cannot be given: those answers count as wrong',
        },
        {
          file: 'safety.gift',
          line: 31,
          message: 'question "393": an essay becomes an assignment: an instructor reads and grades the answer',
        },
      ],
    };
    const calls = serve({ status: 200, body: reply });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <ProductsPage /> }], '/');
    await user.upload(
      await screen.findByLabelText('Course package or question file'),
      new File(['::Q1:: 2+2 {=4 ~5}'], 'safety.gift', { type: 'text/plain' }),
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Course GIFT-SAFETY imported: 3 nodes created, 0 updated, 0 removed.')).toBeTruthy();
    expect(screen.getByText('2 things could not be carried over as they are:')).toBeTruthy();
    const warnings = screen.getByRole('list', { name: 'Import warnings' });
    expect(
      within(warnings)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'safety.gift:19 question "Year": partial credit (50%) cannot be given: those answers count as wrong',
      'safety.gift:31 question "393": an essay becomes an assignment: an instructor reads and grades the answer',
    ]);
    const sent = calls.find((c) => c.method === 'POST' && c.path === '/api/admin/course-imports');
    expect(sent?.body).toMatchObject({ fileName: 'safety.gift', dryRun: false });
  });

  it('shows the import warnings in French', async () => {
    await inFrench();
    serve({
      status: 200,
      body: {
        id: 7,
        result: 'CHECKED',
        dryRun: true,
        courseCode: 'QTI-ITEMS',
        productId: null,
        created: 2,
        updated: 0,
        removed: 0,
        problems: [{ file: 'slider.xml', line: 2, message: 'question "slider": not imported' }],
      },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <ProductsPage /> }], '/');
    await user.upload(
      await screen.findByLabelText('Paquet de cours ou fichier de questions'),
      new File(['<assessmentItem/>'], 'slider.xml', { type: 'text/xml' }),
    );
    await user.click(screen.getByRole('button', { name: 'Vérifier seulement' }));
    expect(await screen.findByText("1 élément n'a pas pu être repris tel quel :")).toBeTruthy();
    expect(within(screen.getByRole('list', { name: "Avertissements de l'importation" })).getAllByRole('listitem')).toHaveLength(
      1,
    );
  });

  it('shows a bound course’s failing compliance checks and imports it anyway with a reason (decision 0135)', async () => {
    const line = {
      profileId: 'il-re-ce-non-classroom',
      profileVersion: 1,
      check: 'FINAL_EXAM_PASS_MARK',
      parameter: 'finalExam.passMarkPercent',
      status: 'FAIL',
      unit: 'PERCENT',
      course: '70',
      required: '75',
      source: { citation: '68 Ill. Adm. Code 1450.1135(f)', readOn: '2026-11-28' },
    };
    const compliance = { productId: 0, bindings: [], profiles: [], lines: [line], failures: 1 };
    const base = { id: 6, dryRun: false, courseCode: null, productId: null, created: 0, updated: 0, removed: 0, problems: [] };
    const calls = serve(
      {
        status: 409,
        body: { ...base, status: 409, code: 'COMPLIANCE_OVERRIDE_REQUIRED', message: 'x', result: 'NOT_COMPLIANT', compliance },
      },
      { status: 200, body: { ...base, id: 7, result: 'IMPORTED', courseCode: 'IL-1', productId: 9, created: 2, compliance } },
    );
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <ProductsPage /> }], '/');
    await user.upload(
      await screen.findByLabelText('Course package or question file'),
      new File(['zip'], 'p.zip', { type: 'application/zip' }),
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const failing = await screen.findByRole('list', { name: 'Failing compliance checks' });
    expect(within(failing).getByRole('listitem').textContent).toBe(
      'il-re-ce-non-classroom v1: Final exam pass mark: the course has 70, the profile asks 75',
    );
    const anyway = screen.getByRole('button', { name: 'Import anyway' });
    expect(anyway).toHaveProperty('disabled', true);
    await user.type(screen.getByRole('textbox', { name: 'Reason to publish anyway (kept in the audit trail)' }), 'Waiver 12');
    await user.click(anyway);
    expect(await screen.findByText('Course IL-1 imported: 2 nodes created, 0 updated, 0 removed.')).toBeTruthy();
    const posts = calls.filter((c) => c.method === 'POST' && c.path === '/api/admin/course-imports');
    expect(posts[1]?.body).toMatchObject({ dryRun: false, complianceOverride: { reason: 'Waiver 12' } });
  });
});
