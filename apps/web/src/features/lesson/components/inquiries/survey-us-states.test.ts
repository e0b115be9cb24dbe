import { describe, expect, it } from 'vitest';
import { US_STATES } from './survey-us-states';

// The server's list as text: the web app may not import server code, but its test may read it.
const serverSource = Object.values(
  import.meta.glob<string>('../../../../../../server/src/modules/lesson/us-states.ts', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
)[0];

describe('US_STATES (survey STATE choices)', () => {
  it('is the list the server validates against, in the same order', () => {
    expect(serverSource).toBeTypeOf('string');
    const server = [...(serverSource ?? '').matchAll(/\{ code: '([A-Z]{2})', name: '([^']+)' \}/g)].map(([, code, name]) => ({
      code,
      name,
    }));
    expect(server).toHaveLength(56);
    expect(US_STATES).toEqual(server);
  });
});
