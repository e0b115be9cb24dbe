import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchLoader } from './loaders';

afterEach(() => vi.unstubAllGlobals());

const args = { params: {}, request: new Request('http://localhost/lp/1/home') } as unknown as LoaderFunctionArgs;

describe('prefetchLoader (decision 0074)', () => {
  it("starts loading the prefetch's chunk while the account is still being checked", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    ); // the account never answers
    const warm = vi.fn(() => Promise.resolve());
    const prefetch = vi.fn(() => Promise.resolve());
    void prefetchLoader(new QueryClient(), prefetch, warm)(args);
    await vi.waitFor(() => expect(warm).toHaveBeenCalledTimes(1));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('prefetches only for someone signed in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"status":401}', { status: 401 }))),
    );
    const prefetch = vi.fn(() => Promise.resolve());
    await prefetchLoader(new QueryClient({ defaultOptions: { queries: { retry: false } } }), prefetch)(args);
    expect(prefetch).not.toHaveBeenCalled();
  });
});
