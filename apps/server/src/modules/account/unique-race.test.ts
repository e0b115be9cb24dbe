import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, TestClient, unique } from '../../test/harness.js';
import { accountWorkSettled } from './after-reply.js';

/**
 * Two requests racing past the service's "already used" check meet at the unique index (users_login_uq,
 * users_email_uq): the loser gets the check's own 400, never a 500. On PGlite (one connection) the requests
 * cannot interleave, so this proves something on PostgreSQL only.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await accountWorkSettled();
  await t.close();
});

const ROUNDS = 6;

describe('unique-key races on the account', () => {
  it('two registrations of the same login and e-mail at once: 201 and a 400 naming the field, never 500', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const login = unique('race');
      const body = {
        login,
        email: `${login}@example.test`,
        firstName: 'R',
        lastName: 'Ace',
        password: 'pass-word-1',
        langKey: 'en',
      };
      const replies = await Promise.all([1, 2].map(() => new TestClient(t.app).post('/api/account/register', body)));
      for (const res of replies) {
        if (res.statusCode === 400) {
          const { code, fieldErrors } = res.json();
          expect(['LOGIN_ALREADY_USED', 'EMAIL_ALREADY_USED']).toContain(code);
          expect(fieldErrors[0].field).toBe(code === 'LOGIN_ALREADY_USED' ? 'login' : 'email');
        }
        outcomes.push(String(res.statusCode));
      }
    }
    expect(outcomes.filter((s) => s !== '201' && s !== '400')).toEqual([]);
    expect(outcomes).toContain('201');
  });

  it('two users saving the same new e-mail at once: one 200, the other 400 on email, never 500', async () => {
    const outcomes: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const email = `${unique('taken')}@example.test`;
      const saves = await Promise.all(
        [1, 2].map(async () => {
          const user = await createUser(t);
          const client = new TestClient(t.app);
          await client.signIn(user.login, user.password);
          return { user, client };
        }),
      );
      const replies = await Promise.all(
        saves.map(({ user, client }) =>
          client.post('/api/account', { firstName: 'T', lastName: 'U', langKey: 'en', email, currentPassword: user.password }),
        ),
      );
      for (const res of replies) {
        if (res.statusCode === 400)
          expect(res.json()).toMatchObject({ code: 'EMAIL_ALREADY_USED', fieldErrors: [{ field: 'email' }] });
        outcomes.push(res.statusCode);
      }
      expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    }
    expect(outcomes.filter((s) => s !== 200 && s !== 400)).toEqual([]);
  });
});
