import type { Db } from '../../platform/db/client.js';
import { users } from '../../platform/db/schema/index.js';

/** Users' ids and names, as a subquery to join (alias `user_names`): other modules' one-statement reads (decision 0059). */
export function selectUserNames(db: Db) {
  return db
    .select({ id: users.id, login: users.login, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .as('user_names');
}
