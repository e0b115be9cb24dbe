import type { Db } from '../../platform/db/client.js';
import type { users } from '../../platform/db/schema/index.js';
import * as repo from './repo.js';

/** Creates a user with its authorities in the caller's transaction (the demo seeder, test and journey fixtures). */
export function insertUser(db: Db, row: typeof users.$inferInsert, authorities: string[]): ReturnType<typeof repo.insertUser> {
  return repo.insertUser(db, row, authorities);
}
