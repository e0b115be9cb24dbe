import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFooterVariant } from '@/shared/shell/footer-variant';
import { clearCurrentProductId, setCurrentProductId } from '@/shared/storage/current-product';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { ShellFooter } from './shell-footer';

function serve() {
  mockFetch((url) => {
    if (url.pathname === '/api/config') return jsonResponse(200, { devMode: false, buildVersion: '0.82.10' });
    if (url.pathname === '/api/product/7')
      return jsonResponse(200, { id: 7, accountPhone: '1-800-555-0142', accountEmail: 'help@provider.example' });
    return jsonResponse(404, {});
  });
}

function renderFooter(layout: 'main' | 'external', path: string, page: React.ReactNode = null) {
  serve();
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            {page}
            <ShellFooter layout={layout} />
          </>
        ),
      },
    ],
    path,
  );
  return screen.getByRole('contentinfo');
}

function ExamPage() {
  useFooterVariant('exam');
  return null;
}

const year = new Date().getFullYear();

describe('ShellFooter', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearCurrentProductId();
  });

  it('main: copyright and build information', async () => {
    const footer = renderFooter('main', '/settings');
    expect(within(footer).getByText(`© ${year} Continuum. All rights reserved.`)).toBeTruthy();
    expect(await within(footer).findByText('Build version 0.82.10')).toBeTruthy();
    expect(within(footer).queryByRole('link')).toBeNull();
  });

  it("product: the provider's support phone and e-mail, no build information", async () => {
    const footer = renderFooter('main', '/lp/7/home');
    expect((await within(footer).findByRole('link', { name: '1-800-555-0142' })).getAttribute('href')).toBe('tel:1-800-555-0142');
    expect(within(footer).getByRole('link', { name: 'help@provider.example' }).getAttribute('href')).toBe(
      'mailto:help@provider.example',
    );
    expect(within(footer).queryByText(/Build version/)).toBeNull();
    // The shell's support forms open from the product footer (000 §2; decision 0083).
    expect(within(footer).getByRole('button', { name: 'Contact us' })).toBeTruthy();
    expect(within(footer).getByRole('button', { name: 'Submit feedback' })).toBeTruthy();
  });

  it("forum: the current product's support contacts", async () => {
    setCurrentProductId(7);
    const footer = renderFooter('external', '/forum/3');
    expect(await within(footer).findByRole('link', { name: 'help@provider.example' })).toBeTruthy();
  });

  it('external: the copyright only', async () => {
    setCurrentProductId(7);
    const footer = renderFooter('external', '/lc/4/resource-ext/5/false');
    expect(within(footer).getByText(`© ${year} Continuum. All rights reserved.`)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(footer).queryByRole('link')).toBeNull();
  });

  it('exam: a view declaring the exam footer removes the links of the product footer', async () => {
    const footer = renderFooter('main', '/lp/7/lc/9', <ExamPage />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(footer).queryByRole('link')).toBeNull();
    expect(within(footer).getByText(`© ${year} Continuum. All rights reserved.`)).toBeTruthy();
    expect(screen.getAllByRole('contentinfo')).toHaveLength(1);
  });
});
