import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';

/**
 * What hears that a user's password was given in clear (sign-in, change, reset): the proctor module, whose
 * remote site needs a long enough password (decision 0043). The app puts it in account's service slot
 * `passwordSetListener` (app-services.ts) so that account imports neither proctor nor, through it, product, which
 * reads users through account (decisions 0059, 0114).
 */
export type PasswordSetListener = (db: Db, userId: number, passwordLength: number) => Promise<void>;

/** Tells the app's listener that a user's password was given in clear. */
export function passwordSet(ctx: Pick<AppContext, 'services'>, db: Db, userId: number, passwordLength: number): Promise<void> {
  return ctx.services.passwordSetListener(db, userId, passwordLength);
}
