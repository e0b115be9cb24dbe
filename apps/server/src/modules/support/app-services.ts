import type { AppContext } from '../../platform/context.js';
import { SupportThrottle } from './throttle.js';

declare module '../../platform/context.js' {
  interface AppServices {
    /** How much each user may send through the support forms (decision 0083). */
    supportThrottle: SupportThrottle;
  }
}

/** The support module's services, built once in buildApp. */
export function supportServices(ctx: Pick<AppContext, 'database' | 'clock'>) {
  return { supportThrottle: new SupportThrottle(ctx) };
}
