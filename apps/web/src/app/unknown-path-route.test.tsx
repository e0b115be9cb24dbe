import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { appRoutes } from './routes';
import { unknownPathRoute } from './unknown-path-route';

function flatten(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((r) => [r, ...flatten(r.children ?? [])]);
}

describe('unknown paths (001 §2)', () => {
  it('go to the root', async () => {
    const { router } = renderRoutes([{ index: true, element: <h1>Root</h1> }, unknownPathRoute], '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Root' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/');
  });

  it("are the app's catch-all inside the shell", () => {
    const catchAll = flatten(appRoutes(new QueryClient())).filter((r) => r.path === '*');
    expect(catchAll).toEqual([unknownPathRoute]);
  });
});
