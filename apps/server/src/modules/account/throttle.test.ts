import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { sha256 } from '../../platform/crypto.js';
import { rateLimits } from '../../platform/db/schema/index.js';
import { createTestApp, createUser, type TestApp, TestClient, unique } from '../../test/harness.js';
import { accountWorkSettled } from './after-reply.js';

const limits = { rateLimitAuthPerMinute: 3, rateLimitAccountFailures: 3, rateLimitAccountMailsPerHour: 2 };
let t: TestApp;
/** A second server instance on the same database (its own process memory, the same tables). */
let other: FastifyInstance;
let closeOther: () => Promise<void>;

beforeAll(async () => {
  t = await createTestApp(limits);
  if (process.env.DATABASE_URL) {
    const second = await createTestApp(limits); // its own connection pool to the same PostgreSQL database
    other = second.app;
    closeOther = second.close;
  } else {
    other = await buildApp({ config: t.config, database: t.database, clock: t.clock });
    await other.ready();
    closeOther = () => other.close();
  }
});
afterAll(async () => {
  await accountWorkSettled();
  await closeOther();
  await t.close();
});

/** An address of its own per test, since limits are shared by everything on the database. */
const address = () => `10.2.${randomInt(250)}.${randomInt(250)}`;

function post(app: FastifyInstance, url: string, payload: object, remoteAddress = address()) {
  return new TestClient(app).request({ method: 'POST', url, payload, remoteAddress });
}

describe('per-address limits shared through the database', () => {
  it('counts calls to either instance against one limit', async () => {
    const ip = address();
    const codes: number[] = [];
    for (const app of [t.app, other, t.app, other]) {
      codes.push((await post(app, '/api/authentication', { username: unique('x'), password: 'x' }, ip)).statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429]);
    const res = await post(other, '/api/authentication', { username: unique('x'), password: 'x' }, ip);
    expect(res.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await post(t.app, '/api/authentication', { username: unique('x'), password: 'x' })).statusCode).toBe(401);
  });

  it('limits registration and both reset calls per address too', async () => {
    for (const [url, body] of [
      ['/api/account/reset_password/finish', () => ({ key: 'nope', newPassword: 'Long-enough-9' })],
      ['/api/account/reset_password/init', () => ({ email: `${unique('r')}@example.test` })],
      [
        '/api/account/register',
        () => ({ login: unique('r'), email: `${unique('r')}@example.test`, firstName: 'A', lastName: 'B', password: 'x' }),
      ],
    ] as const) {
      const ip = address();
      const codes: number[] = [];
      for (const app of [t.app, other, t.app, other]) codes.push((await post(app, url, body(), ip)).statusCode);
      expect(codes[3], url).toBe(429);
      expect(codes.slice(0, 3), url).not.toContain(429);
    }
  });
});

describe('failed sign-ins per account', () => {
  it('locks the account after its failures from any address, by login or e-mail, until the window ends', async () => {
    const user = await createUser(t);
    const wrong = (app: FastifyInstance, username: string) => post(app, '/api/authentication', { username, password: 'wrong!' });
    expect((await wrong(t.app, user.login)).statusCode).toBe(401);
    expect((await wrong(other, user.email)).statusCode).toBe(401);
    expect((await wrong(t.app, user.login.toUpperCase())).statusCode).toBe(401);
    // Even the right password is refused now, from a fresh address and the other instance.
    const right = await post(other, '/api/authentication', { username: user.login, password: user.password });
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('RATE_LIMITED');
    t.clock.advance(15 * 60_000 + 1_000);
    const later = await post(t.app, '/api/authentication', { username: user.login, password: user.password });
    expect(later.statusCode).toBe(200);
  });

  it('answers an unknown name the same way, so the lock tells nothing about existence', async () => {
    const name = unique('ghost');
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await post(t.app, '/api/authentication', { username: name, password: 'x' })).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
  });

  it('a successful sign-in clears the count', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 2; i++) await post(t.app, '/api/authentication', { username: user.login, password: 'nope' });
    expect((await post(t.app, '/api/authentication', { username: user.login, password: user.password })).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) await post(t.app, '/api/authentication', { username: user.login, password: 'nope' });
    expect((await post(t.app, '/api/authentication', { username: user.login, password: user.password })).statusCode).toBe(200);
  });
});

describe('e-mails per address', () => {
  it('refuses a third reset request for one e-mail within the hour, known or not', async () => {
    const user = await createUser(t);
    for (const email of [user.email, `${unique('none')}@example.test`]) {
      const codes: number[] = [];
      for (const app of [t.app, other, t.app])
        codes.push((await post(app, '/api/account/reset_password/init', { email })).statusCode);
      expect(codes).toEqual([200, 200, 429]);
    }
  });

  it('stores digests, never the address or the e-mail', async () => {
    const email = `${unique('digest')}@example.test`;
    await post(t.app, '/api/account/reset_password/init', { email });
    const rows = await t.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, sha256(email)));
    expect(rows).toHaveLength(1);
    expect(await t.database.db.select().from(rateLimits).where(eq(rateLimits.key, email))).toHaveLength(0);
  });
});
