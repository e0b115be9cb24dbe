import { Authority } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';

/**
 * Who may author a lineage (decision 0163): an administrator any, an author only the lineages granted to them.
 * Authoring never reaches learners' records: the routes read and write content tables only.
 */
export function mayAuthor(user: Pick<SessionUser, 'authorities'>, granted: boolean): boolean {
  if (user.authorities.includes(Authority.ADMIN)) return true;
  return user.authorities.includes(Authority.AUTHOR) && granted;
}
