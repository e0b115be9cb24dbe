import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from '@/features/product/pages/home-page';
import { paths } from '@/shared/paths';
import { clearCurrentProductId, setCurrentProductId } from '@/shared/storage/current-product';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/render';
import { RequireAuthorities } from './require-authorities';

const learner = { login: 'lena', authorities: ['ROLE_AUTHENTICATED'] };

/** Home plus the two pages it may send to, each behind its flag as in the app's routes. */
const routes = [
  { path: paths.home.path, element: <HomePage /> },
  { path: paths.login.path, element: <h1>Sign-in page</h1> },
  {
    element: <RequireAuthorities flag="productSelector" />,
    children: [{ path: paths.productSelector.path, element: <h1>Selector page</h1> }],
  },
  {
    element: <RequireAuthorities flag="productHome" />,
    children: [{ path: paths.productHome.path, element: <h1>Product home page</h1> }],
  },
];

function serve(flags: Record<string, boolean>, devMode: boolean, products: unknown[] = [], signedIn = true) {
  return mockFetch((url) => {
    if (url.pathname === '/api/user/products') return jsonResponse(200, products);
    if (url.pathname === '/api/account') return signedIn ? jsonResponse(200, learner) : jsonResponse(401, {});
    if (url.pathname === '/api/config') return jsonResponse(200, { devMode, accountSiteUrl: null, demoLogins: [] });
    if (url.pathname === '/api/feature_flags/') return jsonResponse(200, flags);
    return jsonResponse(404, {});
  });
}

describe('HomePage with pages flagged off', () => {
  beforeEach(() => setCurrentProductId(3));
  afterEach(() => {
    clearCurrentProductId();
    vi.restoreAllMocks();
  });

  it('stays home, without a redirect loop, when productHome is off', async () => {
    serve({ productHome: false }, false);
    const { router } = renderRoutes(routes, '/');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The course home is not available.');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('link', { name: 'Choose one of your current products' })).toBeDefined();
  });

  it('opens the current product, not the selector, in demo mode when productSelector is off', async () => {
    serve({ productSelector: false }, true);
    const { router } = renderRoutes(routes, '/');
    await screen.findByRole('heading', { name: 'Product home page' });
    expect(router.state.location.pathname).toBe('/lp/3/home');
  });

  it('offers no selector link when both pages are off', async () => {
    serve({ productSelector: false, productHome: false }, true);
    renderRoutes(routes, '/');
    await screen.findByRole('alert');
    expect(screen.queryByRole('link', { name: 'Choose one of your current products' })).toBeNull();
  });
});

describe('HomePage after a sign-in, no product open yet (issue 25 #20)', () => {
  beforeEach(() => clearCurrentProductId());
  afterEach(() => vi.restoreAllMocks());
  const entry = (learnerProductId: number, status: string) => ({
    productName: `Course ${learnerProductId}`,
    learnerProductId,
    status,
  });

  it('opens the one current product', async () => {
    serve({}, false, [entry(4, 'COMPLETE'), entry(9, 'IN_PROGRESS')]);
    const { router } = renderRoutes(routes, '/');
    await screen.findByRole('heading', { name: 'Product home page' });
    expect(router.state.location.pathname).toBe('/lp/9/home');
  });

  it('offers the selector when there are several', async () => {
    serve({}, false, [entry(4, 'ACTIVE'), entry(9, 'IN_PROGRESS')]);
    const { router } = renderRoutes(routes, '/');
    await screen.findByRole('heading', { name: 'Selector page' });
    expect(router.state.location.pathname).toBe('/product-selector');
  });

  it('keeps the error only when there is none', async () => {
    serve({}, false, []);
    renderRoutes(routes, '/');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Error: Product to display is not known...');
  });

  it('sends a signed-out visitor (every sign-out ends here) to sign in, not to the error', async () => {
    serve({}, false, [], false);
    const { router } = renderRoutes(routes, '/');
    await screen.findByRole('heading', { name: 'Sign-in page' });
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText('Error: Product to display is not known...')).toBeNull();
  });
});
