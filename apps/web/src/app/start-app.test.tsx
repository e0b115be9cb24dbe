import { afterEach, describe, expect, it, vi } from 'vitest';
import { startApp } from './start-app';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('startApp (decision 0074)', () => {
  it("starts the first route's loaders and chunks while the global translations are still loading", async () => {
    const requested: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        requested.push(String(input));
        return new Promise<Response>(() => undefined); // never answers: only what was asked for counts
      }),
    );
    window.history.replaceState(null, '', '/lp/7/home');
    const container = document.createElement('div');
    let translated = false;
    void startApp(container, () => new Promise<void>(() => undefined)).then(() => {
      translated = true;
    });
    await vi.waitFor(() => expect(requested.some((url) => url.includes('/api/account'))).toBe(true));
    await vi.waitFor(() => expect(requested.some((url) => url.includes('/i18n/en/seatTime.json'))).toBe(true));
    // Nothing rendered: the page waits for its translations.
    expect(translated).toBe(false);
    expect(container.childElementCount).toBe(0);
  });
});
