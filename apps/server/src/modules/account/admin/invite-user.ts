import type { InviteUserBody } from '@continuum/contracts';
import type { SessionUser } from '../../../platform/auth/session-repo.js';
import type { AppContext } from '../../../platform/context.js';
import { randomToken, sha256 } from '../../../platform/crypto.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { audit } from '../../audit/index.js';
import { invitationMail } from '../emails.js';
import * as repo from '../repo.js';
import { deleteOpenInvites, findOpenInviteByEmail } from './admin-repo.js';

const emailTaken = () =>
  new AppError('EMAIL_ALREADY_USED', 400, 'email address already in use', [
    { field: 'email', message: 'email address already in use' },
  ]);
const loginTaken = () =>
  new AppError('LOGIN_ALREADY_USED', 400, 'login already in use', [{ field: 'login', message: 'login already in use' }]);

/**
 * POST api/admin/users/invite: an invitation through the register-with-key flow of 002 (GET
 * api/account/page/register?key pre-fills the form, POST api/account/register takes the key). The key is
 * e-mailed, never stored (its sha256 is); a new invitation to the same address replaces the open one.
 */
export async function inviteUser(ctx: AppContext, actor: SessionUser, body: InviteUserBody): Promise<{ emailId: number }> {
  const { db } = ctx.database;
  const byEmail = await repo.findUserByEmail(db, body.email);
  if (byEmail?.activated) throw emailTaken();
  if (body.login) {
    const byLogin = await repo.findUserByLogin(db, body.login);
    if (byLogin?.activated) throw loginTaken();
  }
  const key = randomToken();
  await db.transaction(async (tx) => {
    await deleteOpenInvites(tx, body.email);
    await repo.insertInvite(tx, {
      keyHash: sha256(key),
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      login: body.login ?? null,
      createdAt: ctx.clock.now(),
    });
  });
  const emailId = await ctx.mailer.send(
    invitationMail({ email: body.email, firstName: body.firstName, langKey: body.langKey ?? 'en' }, ctx.config.publicUrl, key),
  );
  await audit(db, ctx.clock, actor.login, 'USER_INVITED', { email: body.email, emailId: String(emailId) });
  return { emailId };
}

/** Resend of an invitation e-mail: a new key for the address's open invitation, the old link stops working. */
export async function reissueInvitation(ctx: AppContext, email: string, langKey: string): Promise<number> {
  const { db } = ctx.database;
  const open = await findOpenInviteByEmail(db, email);
  if (!open) throw notFound('open invitation');
  const key = randomToken();
  await db.transaction(async (tx) => {
    await deleteOpenInvites(tx, email);
    await repo.insertInvite(tx, { ...open, keyHash: sha256(key), createdAt: ctx.clock.now() });
  });
  return ctx.mailer.send(
    invitationMail(
      { email, firstName: open.firstName ?? '', langKey: langKey === 'fr' ? 'fr' : 'en' },
      ctx.config.publicUrl,
      key,
    ),
  );
}
