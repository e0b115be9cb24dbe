import { AttemptCache } from './attempt-cache.js';

declare module '../../platform/context.js' {
  interface AppServices {
    /** Open attempts' fixed facts, read by the exam save's quick path (decision 0047). */
    examAttempts: AttemptCache;
  }
}

/** The exam module's services, built once in buildApp. */
export function examServices() {
  return { examAttempts: new AttemptCache() };
}
