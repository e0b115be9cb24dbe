// Issue 31: the roster is read in a bounded number of statements whatever its length. Read row by row it cost
// eight statements a row (seat time, proctor affidavit, two typing, two signature, photo ID, security questions),
// so a 5,000-row roster took 40,000 round trips.
import { Authority, REGULATOR_ROSTER_MAX_ROWS } from '@continuum/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLearnerProduct, createTestApp, createUser, type TestApp, TestClient } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every statement the app sends through drizzle or as a named prepared statement, counted while `fn` runs. */
async function countStatements<T>(fn: () => Promise<T>): Promise<{ result: T; statements: number }> {
  // drizzle prepares each statement (select builders, execute, inserts) through its session, once per run.
  const session = (t.database.db as unknown as { session: { prepareQuery: (...args: unknown[]) => unknown } }).session;
  const drizzleSpy = vi.spyOn(session, 'prepareQuery');
  const preparedSpy = vi.spyOn(t.database, 'prepared');
  try {
    const result = await fn();
    return { result, statements: drizzleSpy.mock.calls.length + preparedSpy.mock.calls.length };
  } finally {
    drizzleSpy.mockRestore();
    preparedSpy.mockRestore();
  }
}

/** A course with `count` learners who completed it on 2026-03-15, written set-based; every other one has evidence. */
async function courseWithCompletions(count: number) {
  const first = await createUser(t);
  const { product } = await createLearnerProduct(t, first.id, 'Roster Course');
  const tag = `rq${product.id}`;
  const { db } = t.database;
  await db.execute(sql`
    insert into users (login, email, password_hash, first_name, last_name, lang_key, activated, created_at, updated_at)
    select ${tag} || '-' || i, ${tag} || '-' || i || '@example.test', 'x', 'Row', 'Learner' || i, 'en', true, now(), now()
    from generate_series(1, ${count}) as i`);
  await db.execute(sql`
    insert into learner_products (user_id, product_id, status, created_at, completed_at)
    select u.id, ${product.id}, 'COMPLETE', now(), '2026-03-15T12:00:00Z'
    from users u where u.login like ${`${tag}-%`}`);
  // Odd learners failed their last typing check and had their last signature check pass.
  await db.execute(sql`
    insert into typing_evidence (user_id, failures, last_result, last_score, last_verified_at)
    select u.id, 1, 'FAIL', 10, now() from users u
    where u.login like ${`${tag}-%`} and split_part(u.login, '-', 2)::int % 2 = 1`);
  return { productId: product.id, tag };
}

describe('the regulator roster reads', () => {
  it(`a ${REGULATOR_ROSTER_MAX_ROWS}-row roster in as many statements as a 1-row one`, async () => {
    const admin = await createUser(t, { authorities: [Authority.AUTHENTICATED, Authority.ADMIN] });
    const client = new TestClient(t.app);
    await client.signIn(admin.login, admin.password);
    const read = (productId: number) =>
      countStatements(() => client.get(`/api/admin/roster?productId=${productId}&from=2026-03-01&to=2026-03-31`));

    const small = await courseWithCompletions(1);
    const large = await courseWithCompletions(REGULATOR_ROSTER_MAX_ROWS);
    await read(small.productId); // the admin's session is read once, then cached: count from the second call
    const one = await read(small.productId);
    const many = await read(large.productId);
    expect(one.result.statusCode).toBe(200);
    expect(many.result.statusCode).toBe(200);
    const rows = many.result.json().rows as { login: string; identity: { typing: string | null }; seatTimeMinutes: number }[];
    expect(rows).toHaveLength(REGULATOR_ROSTER_MAX_ROWS);
    // The batched reads still give each row its own evidence.
    const byLogin = new Map(rows.map((r) => [r.login, r]));
    expect(byLogin.get(`${large.tag}-1`)?.identity.typing).toBe('FAIL');
    expect(byLogin.get(`${large.tag}-2`)?.identity.typing).toBeNull();
    expect(byLogin.get(`${large.tag}-4999`)?.identity.typing).toBe('FAIL');
    // Bounded: the same statements for 5,000 rows as for one (session, product, enrolments, one read per part, audit).
    expect(many.statements).toBe(one.statements);
    expect(many.statements).toBeLessThanOrEqual(20);
  }, 120_000);
});
