import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { ContentBlock } from './content-block';

afterEach(() => vi.restoreAllMocks());
// jsdom has no layout: ProseMirror measures ranges to scroll the selection into view.
beforeAll(() => {
  const none = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const zero = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getClientRects ??= none;
  Range.prototype.getBoundingClientRect ??= zero;
  document.elementFromPoint ??= () => null;
});

const account = (authorities: string[]) => ({
  login: 'someone',
  email: 'someone@example.test',
  firstName: 'Some',
  lastName: 'One',
  langKey: 'en',
  authorities: ['ROLE_AUTHENTICATED', ...authorities],
});
const block = (content: string) => ({
  id: 7,
  key: 'login.notice',
  name: 'Login notice',
  description: 'Above the form',
  content,
  version: 1,
});

/** The server's reads: the account (null: anonymous) and the block (null: none with this key). */
function serve(who: string[] | null, content: string | null, onPut?: (body: Record<string, unknown>) => unknown) {
  return mockFetch((url, init) => {
    if (url.pathname.startsWith('/i18n/')) return jsonResponse(200, {});
    if (url.pathname === '/api/account') return who ? jsonResponse(200, account(who)) : jsonResponse(401, {});
    if (url.pathname === '/api/cms/blocks/login.notice')
      return content === null
        ? jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'no' })
        : jsonResponse(200, block(content));
    if (init.method === 'PUT' && url.pathname === '/api/cms/block/7' && onPut)
      return jsonResponse(200, onPut(JSON.parse(String(init.body))));
    return jsonResponse(500, {});
  });
}

const XSS = [
  '<p id="kept">Welcome</p>',
  '<script>window.__pwned = 1</script>',
  '<img src="x" onerror="window.__pwned = 2">',
  '<a href="javascript:window.__pwned=3">js link</a>',
  '<svg onload="window.__pwned = 4"><circle r="1"/></svg>',
  '<p style="background:url(javascript:alert(1));width:expression(alert(1))" onclick="window.__pwned = 5">styled</p>',
  '<iframe src="javascript:window.__pwned=6"></iframe>',
  '<a href="//evil.example/x" target="_self">protocol relative</a>',
  '<a href="https://example.org/help">help</a>',
  '<form action="https://evil.example"><input name="p" autofocus onfocus="window.__pwned=7"></form>',
  '<math><mi xlink:href="javascript:alert(1)">m</mi></math>',
].join('');

describe('ContentBlock', () => {
  it('renders nothing where no block has the key', async () => {
    const fetch = serve(null, null);
    const { container } = renderWithProviders(<ContentBlock blockKey="login.notice" />);
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => String(u).includes('/api/cms/blocks/login.notice'))).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(container.querySelector('[data-content-block]')).toBeNull();
    expect(container.querySelector('p, button')).toBeNull();
  });

  it('renders a stored XSS payload harmless: nothing runs, no dangerous element or attribute reaches the page', async () => {
    const win = window as unknown as { __pwned?: number };
    delete win.__pwned;
    serve(null, XSS);
    const { container } = renderWithProviders(<ContentBlock blockKey="login.notice" />);
    expect(await screen.findByText('Welcome')).toBeTruthy();
    const root = container.querySelector('[data-content-block="login.notice"]') as HTMLElement;
    expect(root.querySelectorAll('script, img, svg, iframe, form, input, math, style, object, embed')).toHaveLength(0);
    for (const el of root.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        expect(attr.name).not.toMatch(/^on|^style$|^xlink/i);
        expect(attr.value).not.toMatch(/javascript:|expression\(/i);
      }
    }
    const help = screen.getByRole('link', { name: 'help' });
    expect(help.getAttribute('href')).toBe('https://example.org/help');
    expect(help.getAttribute('rel')).toBe('noopener noreferrer');
    expect(help.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('js link').getAttribute('href')).toBeNull();
    expect(screen.getByText('protocol relative').getAttribute('href')).toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    expect(win.__pwned).toBeUndefined();
    // No Edit button for a visitor or a learner.
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
  });

  it('shows no Edit button to a learner', async () => {
    serve([], '<p>Hello learners</p>');
    renderWithProviders(<ContentBlock blockKey="login.notice" />);
    expect(await screen.findByText('Hello learners')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
  });

  it('lets a content editor edit the block inline and shows what the server kept', async () => {
    const puts: Record<string, unknown>[] = [];
    serve(['ROLE_CMS_EDITOR'], '<p>Old notice</p>', (body) => {
      puts.push(body);
      // The server answers with its sanitized content: that is what the page shows.
      return {
        ...block('<ul><li><p>Kept by the server</p></li></ul>'),
        version: 2,
        updatedBy: 'someone',
        updatedAt: '2026-01-01T00:00:00Z',
      };
    });
    const user = userEvent.setup();
    renderWithProviders(<ContentBlock blockKey="login.notice" />);
    await user.click(await screen.findByRole('button', { name: 'Edit content block Login notice' }));
    const editor = await screen.findByRole('textbox', { name: 'Content of Login notice' });
    expect(editor.textContent).toBe('Old notice');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect(toolbar).toBeTruthy();
    const list = screen.getByRole('button', { name: 'Bulleted list' });
    expect(list.getAttribute('aria-pressed')).toBe('false');
    await user.click(list);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bulleted list' }).getAttribute('aria-pressed')).toBe('true'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      id: 7,
      key: 'login.notice',
      name: 'Login notice',
      description: 'Above the form',
      content: '<ul><li><p>Old notice</p></li></ul>',
    });
    expect(await screen.findByText('Kept by the server')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Content of Login notice' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Saved.');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit content block Login notice' })),
    );
  });

  it('leaves the block as it was on Cancel', async () => {
    const puts: unknown[] = [];
    serve(['ROLE_ADMIN'], '<p>Stays</p>', (body) => puts.push(body));
    const user = userEvent.setup();
    renderWithProviders(<ContentBlock blockKey="login.notice" />);
    await user.click(await screen.findByRole('button', { name: 'Edit content block Login notice' }));
    await screen.findByRole('textbox', { name: 'Content of Login notice' });
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Stays')).toBeTruthy();
    expect(puts).toEqual([]);
  });
});
