import { Authority, type Person, type PersonUpdateBody } from '@continuum/contracts';
import type { SessionUser } from '../../../platform/auth/session-repo.js';
import { deleteOtherSessions, logUserRevocations } from '../../../platform/auth/session-repo.js';
import type { AppContext } from '../../../platform/context.js';
import { uniqueViolation } from '../../../platform/db/unique-violation.js';
import { AppError, badRequest, notFound } from '../../../platform/errors.js';
import { audit } from '../../audit/index.js';
import * as repo from '../repo.js';
import { findPerson, setAuthorities } from './admin-repo.js';

type PersonRow = NonNullable<Awaited<ReturnType<typeof findPerson>>>;
const toPerson = (row: PersonRow): Person => ({ ...row, createdAt: row.createdAt.toISOString() });

/** GET api/persons/{login}. */
export async function getPerson(ctx: AppContext, login: string): Promise<Person> {
  const row = await findPerson(ctx.database.db, login);
  if (!row) throw notFound('person');
  return toPerson(row);
}

/**
 * PUT api/persons/{login}: names, e-mail, language, activation and authorities. Every user keeps
 * ROLE_AUTHENTICATED (without it no screen opens); an administrator can neither deactivate themself nor drop
 * their own ROLE_ADMIN, so the last way in is never closed by accident. A deactivated user's sessions end at
 * once on every instance; a change of authorities refreshes their cached identity. Audited with the actor.
 */
export async function updatePerson(ctx: AppContext, actor: SessionUser, login: string, body: PersonUpdateBody): Promise<Person> {
  const { db } = ctx.database;
  const before = await findPerson(db, login);
  if (!before) throw notFound('person');
  const authorities = [...new Set([Authority.AUTHENTICATED, ...body.authorities])].sort();
  if (before.id === actor.id && !body.activated)
    throw new AppError('CANNOT_DEACTIVATE_SELF', 409, 'You cannot deactivate your own account', [
      { field: 'activated', message: 'You cannot deactivate your own account' },
    ]);
  if (before.id === actor.id && !authorities.includes(Authority.ADMIN))
    throw new AppError('CANNOT_DROP_OWN_ADMIN', 409, 'You cannot remove your own administrator role', [
      { field: 'authorities', message: 'You cannot remove your own administrator role' },
    ]);
  const rolesChanged = authorities.join() !== [...before.authorities].sort().join();
  try {
    await db.transaction(async (tx) => {
      await repo.updateUser(tx, before.id, {
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        langKey: body.langKey,
        activated: body.activated,
        // An account activated by an administrator no longer needs its activation link.
        ...(body.activated && !before.activated ? { activationKeyHash: null } : {}),
        updatedAt: ctx.clock.now(),
      });
      if (rolesChanged) await setAuthorities(tx, before.id, authorities);
      if (before.activated && !body.activated) await deleteOtherSessions(tx, before.id);
      else if (rolesChanged) await logUserRevocations(tx, before.id);
    });
  } catch (error) {
    if (uniqueViolation(error) === 'users_email_uq')
      throw badRequest('email', 'email address already in use', 'EMAIL_ALREADY_USED');
    throw error;
  }
  ctx.sessions.evictUser(before.id);
  const changed = (['firstName', 'lastName', 'email', 'langKey', 'activated'] as const).filter((f) => before[f] !== body[f]);
  await audit(db, ctx.clock, actor.login, 'USER_UPDATED', {
    login,
    changed: [...changed, ...(rolesChanged ? ['authorities'] : [])].join(',') || 'nothing',
    ...(rolesChanged ? { authorities: authorities.join(',') } : {}),
  });
  return getPerson(ctx, login);
}
