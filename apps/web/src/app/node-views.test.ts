import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadNodeView } from './node-views';

afterEach(() => vi.unstubAllGlobals());

describe('preloadNodeView (decision 0074)', () => {
  it("starts a node type's view, its translations included, before the lc page asks for it", async () => {
    const requested: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        requested.push(String(input));
        return Promise.resolve(new Response('{}', { status: 200 }));
      }),
    );
    preloadNodeView('LESSON');
    await vi.waitFor(() => expect(requested).toEqual(expect.arrayContaining(['/i18n/en/lesson.json', '/i18n/en/inquiry.json'])));
    preloadNodeView('NOT_A_REGISTERED_TYPE'); // the lc page draws it itself: nothing to start
  });
});
