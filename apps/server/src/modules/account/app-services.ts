import type { AppContext } from '../../platform/context.js';
import { AccountThrottle } from './throttle.js';

declare module '../../platform/context.js' {
  interface AppServices {
    /** The account calls' rate limits (decision 0053). */
    accountThrottle: AccountThrottle;
  }
}

/** The account module's services, built once in buildApp. */
export function accountServices(ctx: Pick<AppContext, 'database' | 'clock' | 'config'>) {
  return { accountThrottle: new AccountThrottle(ctx) };
}
