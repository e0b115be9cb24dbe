import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type InitialEntry, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider env="test">
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

/** Renders routes in a memory router with Mantine and a fresh query client; the entry may carry router state. */
export function renderRoutes(routes: RouteObject[], initialPath: InitialEntry, client = testQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const result = render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, client };
}

/** Renders one component on "/" (for components that use links). */
export function renderWithProviders(ui: ReactNode, client = testQueryClient()) {
  return renderRoutes([{ path: '*', element: ui }], '/', client);
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/** Replaces fetch; the handler gets the parsed URL (path + query) and the request init. */
export function mockFetch(handler: Handler) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return handler(new URL(raw, 'http://localhost'), init ?? {});
  });
}
