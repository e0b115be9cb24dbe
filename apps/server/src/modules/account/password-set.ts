import type { Db } from '../../platform/db/client.js';

/**
 * What hears that a user's password was given in clear (sign-in, change, reset): the proctor module, whose
 * remote site needs a long enough password (decision 0043). The app provides it (app.ts) so that account
 * imports neither proctor nor, through it, product, which reads users through account (decision 0059, step 2).
 */
export type PasswordSetListener = (db: Db, userId: number, passwordLength: number) => Promise<void>;

const provided: { listener?: PasswordSetListener } = {};

/** Called once by the app with the proctor module's listener (a later call replaces it: the same function). */
export function providePasswordSetListener(listener: PasswordSetListener): void {
  provided.listener = listener;
}

/** Tells the provided listener; loud when none was provided, as a silently skipped proctor update would be wrong. */
export function passwordSet(db: Db, userId: number, passwordLength: number): Promise<void> {
  if (!provided.listener) throw new Error("password set: no listener provided (app.ts provides the proctor module's)");
  return provided.listener(db, userId, passwordLength);
}
