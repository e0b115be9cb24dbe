import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { ProductInstructors } from './product-instructors';

afterEach(() => vi.restoreAllMocks());

const ann = { userId: 5, login: 'ann', firstName: 'Ann', lastName: 'Lee', availableNow: true };

describe('ProductInstructors', () => {
  it('lists, assigns by login (showing the server’s refusal) and removes instructors', async () => {
    const calls: string[] = [];
    let list = [ann];
    mockFetch((url, init) => {
      const method = init.method ?? 'GET';
      calls.push(`${method} ${url.pathname} ${init.body ?? ''}`.trim());
      if (method === 'POST') {
        const { login } = JSON.parse(String(init.body));
        if (login === 'bob')
          return jsonResponse(400, {
            status: 400,
            code: 'VALIDATION_FAILED',
            message: 'the user is not an instructor (ROLE_INSTRUCTOR)',
            fieldErrors: [{ field: 'login', message: 'the user is not an instructor (ROLE_INSTRUCTOR)' }],
          });
        list = [...list, { userId: 6, login, firstName: 'Cy', lastName: 'Ode', availableNow: false }];
      }
      if (method === 'DELETE') list = list.filter((i) => i.userId !== 5);
      return jsonResponse(200, list);
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <ProductInstructors productId={3} /> }], '/');
    const section = await screen.findByRole('region', { name: 'Instructors' });
    expect(await within(section).findByRole('row', { name: /ann/ })).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Instructor login' });
    await user.type(field, 'bob{Enter}');
    expect(await screen.findByRole('alert')).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'cy');
    await user.click(screen.getByRole('button', { name: 'Assign instructor' }));
    expect(await within(section).findByRole('row', { name: /cy Cy Ode Off/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove ann' }));
    await waitFor(() => expect(within(section).queryByRole('row', { name: /ann/ })).toBeNull());
    expect(calls).toEqual([
      'GET /api/admin/products/3/instructors',
      'POST /api/admin/products/3/instructors {"login":"bob"}',
      'POST /api/admin/products/3/instructors {"login":"cy"}',
      'DELETE /api/admin/products/3/instructors/5',
    ]);
  });
});
