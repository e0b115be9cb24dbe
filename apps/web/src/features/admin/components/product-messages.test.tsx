import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { ProductAdvertisement } from './product-advertisement';
import { ProductBroadcast } from './product-broadcast';

afterEach(() => vi.restoreAllMocks());

function serve(stored: unknown) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, body });
    if (url.pathname === '/api/admin/products/7/advertisement' && method === 'GET') return jsonResponse(200, stored);
    if (url.pathname === '/api/admin/products/7/advertisement' && method === 'PUT')
      return jsonResponse(200, { ...body, content: '<p>Kept</p>', learnMoreUrl: body.learnMoreUrl || null });
    if (url.pathname === '/api/admin/products/7/advertisement' && method === 'DELETE') return new Response(null, { status: 204 });
    if (url.pathname === '/api/admin/notification/product/7') return jsonResponse(200, { sent: 3 });
    return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'no' });
  });
  return calls;
}

describe('ProductAdvertisement', () => {
  it('saves the form and shows what the server kept; removes it', async () => {
    const calls = serve(null);
    const user = userEvent.setup();
    renderWithProviders(<ProductAdvertisement productId={7} />);
    expect(await screen.findByText('This product shows no advertisement yet.')).toBeDefined();
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Save 20%');
    await user.type(screen.getByRole('textbox', { name: /Content \(HTML\)/ }), '<p>Kept</p><script>x</script>');
    await user.type(screen.getByRole('textbox', { name: 'Learn-more address' }), 'https://example.com/x');
    await user.click(screen.getByRole('button', { name: 'Save advertisement' }));
    expect(await screen.findByText('The advertisement was saved.')).toBeDefined();
    expect(calls).toContainEqual({
      method: 'PUT',
      path: '/api/admin/products/7/advertisement',
      body: {
        message: 'Save 20%',
        content: '<p>Kept</p><script>x</script>',
        disclaimer: '',
        learnMoreUrl: 'https://example.com/x',
      },
    });
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Content \(HTML\)/ }).value).toBe('<p>Kept</p>');
    await user.click(screen.getByRole('button', { name: 'Remove advertisement' }));
    expect(await screen.findByText('The advertisement was removed.')).toBeDefined();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});

describe('ProductBroadcast', () => {
  it('sends an announcement to the product’s learners and says how many got it', async () => {
    const calls = serve(null);
    const user = userEvent.setup();
    renderWithProviders(<ProductBroadcast productId={7} />);
    const send = screen.getByRole('button', { name: 'Send to every learner' });
    expect(send).toHaveProperty('disabled', true);
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Office hours moved');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Thursday at 4 pm.');
    await user.click(screen.getByRole('checkbox', { name: 'Important' }));
    await user.click(send);
    expect(await screen.findByText('The announcement was sent to 3 learners.')).toBeDefined();
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/admin/notification/product/7',
        body: { title: 'Office hours moved', message: 'Thursday at 4 pm.', priority: 'HIGH' },
      }),
    );
  });
});
