import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { CmsBlocksPage } from './cms-blocks-page';

afterEach(() => vi.restoreAllMocks());
// jsdom has no layout: ProseMirror measures ranges to scroll the selection into view.
beforeAll(() => {
  Range.prototype.getClientRects ??= () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect(0, 0, 0, 0);
  document.elementFromPoint ??= () => null;
});

const row = {
  id: 3,
  key: 'login.notice',
  name: 'Login notice',
  description: 'Above the form',
  version: 2,
  updatedBy: 'editor1',
  updatedAt: '2026-11-20T10:00:00Z',
};

function serve() {
  const calls: string[] = [];
  mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    calls.push(`${method} ${url.pathname} ${init.body ?? ''}`.trim());
    if (url.pathname.startsWith('/i18n/')) return jsonResponse(200, {});
    if (url.pathname === '/api/cms/blocks/search') return jsonResponse(200, { content: [row], totalElements: 1, totalPages: 1 });
    if (url.pathname === '/api/cms/block/3' && method === 'GET') return jsonResponse(200, { ...row, content: '<p>Notice</p>' });
    if (url.pathname === '/api/cms/block/3/versions')
      return jsonResponse(200, [
        {
          version: 2,
          key: row.key,
          name: row.name,
          description: '',
          content: '<p>Notice</p>',
          savedBy: 'editor1',
          savedAt: row.updatedAt,
        },
        {
          version: 1,
          key: row.key,
          name: row.name,
          description: '',
          content: '<p>First</p>',
          savedBy: 'admin1',
          savedAt: '2026-11-19T09:00:00Z',
        },
      ]);
    if (method === 'PUT' && url.pathname === '/api/cms/block') {
      const body = JSON.parse(String(init.body));
      if (body.key === 'login.notice')
        return jsonResponse(400, {
          status: 400,
          code: 'VALIDATION_FAILED',
          message: 'invalid',
          fieldErrors: [{ field: 'key', message: 'another block has this key' }],
        });
      return jsonResponse(201, { ...row, ...body, id: 4, version: 1, updatedBy: 'admin1' });
    }
    if (method === 'PUT' && url.pathname === '/api/cms/block/3')
      return jsonResponse(200, { ...row, ...JSON.parse(String(init.body)), version: 3 });
    return jsonResponse(500, {});
  });
  return calls;
}

describe('CmsBlocksPage', () => {
  it('lists blocks in the paged table and shows a block’s versions with who and when', async () => {
    serve();
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <CmsBlocksPage /> }], '/');
    const table = await screen.findByRole('table', { name: /Content blocks/ });
    expect(within(table).getByRole('cell', { name: 'login.notice' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'editor1' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Versions of login.notice' }));
    const versions = await screen.findByRole('table', { name: 'Every saved version of login.notice, newest first' });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Versions of login.notice' }));
    const rows = within(versions).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['editor1', 'admin1']);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['2', '1']);
  });

  it('creates a block (the server’s field error shown on the field) and edits one', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <CmsBlocksPage /> }], '/');
    await screen.findByRole('table', { name: /Content blocks/ });
    await user.click(screen.getByRole('button', { name: 'New block' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'New content block' })));
    const key = screen.getByRole('textbox', { name: /^Key/ });
    await user.type(key, 'bad key');
    expect(screen.getByText(/only, starting with a letter or digit/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    await user.clear(key);
    await user.type(key, 'login.notice');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Twice');
    const newContent = await screen.findByRole('textbox', { name: 'Content' });
    // Empty content keeps Save disabled (issue 25 item 42).
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    await user.type(newContent, 'Hi');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('another block has this key')).toBeTruthy();
    await user.clear(key);
    await user.type(key, 'course-home.support');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('course-home.support saved as version 1.')).toBeTruthy();
    expect(calls).toContain(
      'PUT /api/cms/block {"key":"course-home.support","name":"Twice","description":"","content":"<p>Hi</p>"}',
    );

    await user.click(screen.getByRole('button', { name: 'Edit login.notice' }));
    expect(await screen.findByRole('heading', { name: 'Edit login.notice' })).toBeTruthy();
    const content = await screen.findByRole('textbox', { name: 'Content' });
    expect(content.textContent).toBe('Notice');
    await user.click(screen.getByRole('button', { name: 'Italic' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('login.notice saved as version 3.')).toBeTruthy();
    expect(calls.find((c) => c.startsWith('PUT /api/cms/block/3'))).toContain('"id":3');
  });
});
