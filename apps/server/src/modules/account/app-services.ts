import type { AppContext } from '../../platform/context.js';
import type { PasswordSetListener } from './password-set.js';
import { AccountThrottle } from './throttle.js';

declare module '../../platform/context.js' {
  interface AppServices {
    /** The account calls' rate limits (decision 0053). */
    accountThrottle: AccountThrottle;
    /** Told when a password is given in clear (the proctor module's, given by the app; decision 0043). */
    passwordSetListener: PasswordSetListener;
  }
}

/** The account module's services, built once in buildApp, with the password listener the app gives it. */
export function accountServices(
  ctx: Pick<AppContext, 'database' | 'clock' | 'config'>,
  deps: { passwordSetListener: PasswordSetListener },
) {
  return { accountThrottle: new AccountThrottle(ctx), passwordSetListener: deps.passwordSetListener };
}
