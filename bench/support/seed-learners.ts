import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/platform/db/client.js';

/**
 * N learners with live sessions, each enrolled in one product and with one open time-on-task record,
 * written with set-based SQL (seconds, not minutes). Learner i has user, learner product and
 * time-on-task id i, session series `bench<i>` with secret `secret<i>` (stored as base64url sha256,
 * exactly as the server stores session secrets).
 */
export async function seedLearners(db: Db, count: number): Promise<void> {
  await db.execute(sql`
    insert into users (id, login, email, password_hash, first_name, last_name, lang_key, activated, created_at, updated_at)
    select i, 'bench' || i, 'bench' || i || '@bench.test', 'not-a-login', 'Bench', 'Learner', 'en', true, now(), now()
    from generate_series(1, ${count}) as i`);
  await db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), ${count})`);
  await db.execute(
    sql`insert into user_authorities (user_id, authority) select i, 'ROLE_AUTHENTICATED' from generate_series(1, ${count}) as i`,
  );
  await db.execute(sql`
    insert into products (id, code, name, type, account_name, created_at) values (1, 'BENCH', 'Benchmark Course', 'COURSE', 'Bench', now())`);
  await db.execute(sql`insert into nodes (id, product_id, key, parent_id, position, type, title, metadata) values
    (1, 1, '_root', null, 0, 'COURSE', 'Benchmark Course', '{}'), (2, 1, 'lesson', 1, 0, 'LESSON', 'Lesson', '{}')`);
  await db.execute(sql`update products set root_node_id = 1 where id = 1`);
  await db.execute(sql`
    insert into learner_products (id, user_id, product_id, status, created_at)
    select i, i, 1, 'IN_PROGRESS', now() from generate_series(1, ${count}) as i`);
  await db.execute(sql`
    insert into auth_sessions (series, user_id, session_hash, remember_me, ip_address, user_agent, token_date, last_seen_at, expires_at, created_at)
    select 'bench' || i, i, rtrim(translate(encode(sha256(convert_to('secret' || i, 'UTF8')), 'base64'), '+/', '-_'), '='),
      false, '127.0.0.1', 'bench', now(), now(), now() + interval '1 day', now()
    from generate_series(1, ${count}) as i`);
  await db.execute(sql`
    insert into time_on_task (id, user_id, learner_product_id, node_id, name, started_at)
    select i, i, i, 2, 'Lesson', now() from generate_series(1, ${count}) as i`);
  await db.execute(sql`select setval(pg_get_serial_sequence('time_on_task', 'id'), ${count})`);
}
