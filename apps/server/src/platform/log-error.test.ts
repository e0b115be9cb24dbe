import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, unique } from '../test/harness.js';
import { AppError } from './errors.js';
import { scrubMessage, serializeError } from './log-error.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A real error from the database under test (PostgreSQL or PGlite), through Drizzle. */
async function dbError(statement: string): Promise<unknown> {
  try {
    await t.database.db.execute(sql.raw(statement));
  } catch (err) {
    return err;
  }
  throw new Error('the statement did not fail');
}

describe('serializeError', () => {
  it('keeps the SQLSTATE and names of a database error, never its query, values or detail', async () => {
    const err = await dbError(
      "select * from (values ('zq-secret@canary.test', 555017)) as v(email, n) where n = 'ZqSecretValue'::int",
    );
    const out = serializeError(err);
    const text = JSON.stringify(out);
    expect(out.type).toBe('DrizzleQueryError');
    expect(out.sqlState).toBe('22P02');
    expect(out.cause).toMatchObject({ type: 'DatabaseError', sqlState: '22P02', message: 'database error' });
    expect(text).not.toMatch(/zq-secret|ZqSecretValue|555017|select|values/i);
    expect(out.stack).toMatch(/^DrizzleQueryError: database error\n\s+at /);
  });

  it('names the constraint and table of a violation, not the row (detail "Key (x)=(…)" dropped)', async () => {
    const table = unique('zq_t_');
    await t.database.db.execute(sql.raw(`create table ${table} (email text primary key)`));
    await t.database.db.execute(sql.raw(`insert into ${table} values ('zq-dupe@canary.test')`));
    const out = serializeError(await dbError(`insert into ${table} values ('zq-dupe@canary.test')`));
    await t.database.db.execute(sql.raw(`drop table ${table}`));
    expect(out).toMatchObject({ sqlState: '23505', constraint: `${table}_pkey`, table });
    expect(JSON.stringify(out)).not.toContain('zq-dupe');
  });

  it('keeps our AppError code and message; masks data in other libraries’ messages', () => {
    expect(serializeError(new AppError('NOT_FOUND', 404, 'course not found'))).toMatchObject({
      type: 'AppError',
      code: 'NOT_FOUND',
      message: 'course not found',
    });
    const smtp = Object.assign(new Error("Can't send mail - all recipients were rejected: 550 <zq@canary.test> no"), {
      code: 'EENVELOPE',
      response: '550 5.1.1 <zq@canary.test>: Recipient address rejected',
    });
    const out = serializeError(smtp);
    expect(out.code).toBe('EENVELOPE');
    expect(JSON.stringify(out)).not.toContain('zq@canary.test');
    expect(JSON.stringify(out)).not.toContain('Recipient address rejected');
    expect(scrubMessage('Unexpected token \'Z\', "Zqname" is not valid JSON')).not.toContain('Zqname');
    expect(scrubMessage('phone 555-017-3319 zip 98731 code WNK8-WCDF')).toBe('phone [n] zip [n] code [n]');
    expect(scrubMessage('first line\nparams: secret')).toBe('first line');
  });
});
