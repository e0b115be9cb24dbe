import type { AdminUserRow, Paged, PagedSearch } from '@continuum/contracts';
import { ALL_AUTHORITIES } from '@continuum/contracts';
import type { Db } from '../../../platform/db/client.js';
import { knownKeys, pageOf } from '../../../platform/db/paged-search.js';
import { badRequest } from '../../../platform/errors.js';
import { searchUsers } from './admin-repo.js';

/** POST api/admin/users/search: options `activated` (yes/no) and `authority` (one of the authority names). */
export async function searchUserList(db: Db, search: PagedSearch): Promise<Paged<AdminUserRow>> {
  knownKeys(search.options, ['activated', 'authority'], 'options');
  knownKeys(search.extraSearchData, [], 'extraSearchData');
  const { activated, authority } = search.options ?? {};
  if (activated !== undefined && typeof activated !== 'boolean')
    throw badRequest('options.activated', 'activated must be true or false');
  if (authority !== undefined && !(ALL_AUTHORITIES as unknown[]).includes(authority))
    throw badRequest('options.authority', `authority must be one of ${ALL_AUTHORITIES.join(', ')}`);
  const { rows, total } = await searchUsers(db, search, { activated, authority: authority as string | undefined });
  return pageOf(
    search,
    rows.map(({ langKey: _lang, ...r }) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total,
  );
}
