import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/render';
import { BiosigCheck } from './biosig-check';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The product's flags, the init reply, then the status texts in turn (the last one repeats). */
function serve(
  flags: Record<string, unknown>,
  statuses: string[],
  init = () => jsonResponse(200, { biosigUrl: '/biosig/abc', biosigCallbackId: 'abc' }),
) {
  const posts: { path: string; body: unknown }[] = [];
  mockFetch((url, req) => {
    if (url.pathname === '/api/product/7')
      return jsonResponse(200, {
        id: 7,
        rules: {},
        accountPhone: '555-0100',
        biosigInitFailed: false,
        biosigNmlsIdRequired: false,
        ...flags,
      });
    if (req.method === 'POST') {
      posts.push({ path: url.pathname, body: JSON.parse(String(req.body)) });
      return init();
    }
    if (url.pathname === '/api/biosigid/response/abc') {
      const text = statuses.length > 1 ? (statuses.shift() as string) : (statuses[0] ?? '');
      return new Response(text, { status: 200, headers: { 'Content-Type': 'text/plain' } });
    }
    return jsonResponse(404, { status: 404, code: 'NOT_FOUND', message: 'not found' });
  });
  return posts;
}

describe('BiosigCheck (000 §4, §5, §8)', () => {
  it('asks the NMLS id with Next disabled while invalid, posts it, polls to PASS and runs the success callback', async () => {
    const posts = serve({ biosigNmlsIdRequired: true }, ['IN_PROGRESS', 'PASS']);
    const onPassed = vi.fn();
    const onFailed = vi.fn();
    renderWithProviders(<BiosigCheck lpId={7} personAssessmentId={12} onPassed={onPassed} onFailed={onFailed} />);
    const dialog = await screen.findByRole('dialog', { name: 'Identity Verification' });
    const next = within(dialog).getByRole('button', { name: 'Next' });
    const field = within(dialog).getByRole('textbox', { name: /NMLS ID/ });
    expect((next as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(field, '123');
    await userEvent.tab();
    expect(within(dialog).getByText('NMLS ID must numeric and 4 - 12 numbers in length')).toBeTruthy();
    expect((next as HTMLButtonElement).disabled).toBe(true);
    await userEvent.clear(field);
    expect(within(dialog).getByText('NMLS ID is required')).toBeTruthy();
    await userEvent.type(field, '123456');
    expect((next as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(next);
    const check = await screen.findByRole('dialog', { name: 'Biometric Check' });
    expect(
      within(check)
        .getByRole('link', { name: /Open the signature page/ })
        .getAttribute('href'),
    ).toBe('/biosig/abc');
    expect(posts).toEqual([{ path: '/api/biosigid/7/init/nmlsid', body: { nmlsId: '123456', personAssessmentId: 12 } }]);
    await waitFor(() => expect(onPassed).toHaveBeenCalledTimes(1), { timeout: 4000 });
    expect(onFailed).not.toHaveBeenCalled();
  });

  it.each([
    ['FAIL', 'FAIL Biosig Status returned.'],
    ['MAYBE', 'Unknown Biosig Status returned.'],
    ['', 'No Biosig Status returned.'],
  ])('status %j shows %j titled Error; its button runs the failure callback', async (status, text) => {
    serve({}, [status]);
    const onFailed = vi.fn();
    renderWithProviders(<BiosigCheck lpId={7} onPassed={vi.fn()} onFailed={onFailed} />);
    const error = await screen.findByRole('alertdialog', { name: 'Error' }, { timeout: 4000 });
    expect(within(error).getByText(text)).toBeTruthy();
    await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
    expect(onFailed).toHaveBeenCalledTimes(1);
  });

  it("shows 'BioSig Initialization Error' with the support phone for a flagged account", async () => {
    serve({ biosigInitFailed: true }, []);
    renderWithProviders(<BiosigCheck lpId={7} onPassed={vi.fn()} onFailed={vi.fn()} />);
    const error = await screen.findByRole('alertdialog', { name: 'BioSig Initialization Error' });
    expect(within(error).getByText(/555-0100/)).toBeTruthy();
  });

  it("a refused NMLS id shows 'Error storing NMLS ID.'", async () => {
    serve({ biosigNmlsIdRequired: true }, [], () => jsonResponse(500, { status: 500, code: 'INTERNAL', message: 'x' }));
    renderWithProviders(<BiosigCheck lpId={7} onPassed={vi.fn()} onFailed={vi.fn()} />);
    await userEvent.type(await screen.findByRole('textbox', { name: /NMLS ID/ }), '4444');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Error storing NMLS ID.')).toBeTruthy();
  });
});
