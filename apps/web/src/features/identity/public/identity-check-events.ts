import { conflictEvents } from '@/shared/http/conflict-events';

/**
 * The server asked for an identity check again mid-session (409 TYPING_CHECK_REQUIRED or BIOSIG_CHECK_REQUIRED:
 * the pass is older than its window, decision 0097). Published by the http client as a 409 code (conflictEvents), heard by the course's gates, which
 * forget their remembered pass and open the check over the page at once. Once a check passes, the gates say so, and
 * a page the server refused for want of it reads again (issue 25, decision 0106).
 */
export type IdentityCheck = 'TYPING' | 'BIOSIG';

/** The 409 codes that ask for a check (the http client publishes every 409 code; decision 0188). */
const REQUIRED_BY_CODE: Partial<Record<string, IdentityCheck>> = {
  TYPING_CHECK_REQUIRED: 'TYPING',
  BIOSIG_CHECK_REQUIRED: 'BIOSIG',
};

const passedListeners = new Set<(check: IdentityCheck) => void>();

export const identityCheckEvents = {
  /** Hears each check the server asks for again. */
  subscribe(listener: (check: IdentityCheck) => void): () => void {
    return conflictEvents.subscribe((code) => {
      const check = REQUIRED_BY_CODE[code];
      if (check) listener(check);
    });
  },
  passed(check: IdentityCheck): void {
    for (const listener of passedListeners) listener(check);
  },
  subscribePassed(listener: (check: IdentityCheck) => void): () => void {
    passedListeners.add(listener);
    return () => {
      passedListeners.delete(listener);
    };
  },
};
