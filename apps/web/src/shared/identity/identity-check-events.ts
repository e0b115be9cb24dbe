/**
 * The server asked for an identity check again mid-session (409 TYPING_CHECK_REQUIRED or BIOSIG_CHECK_REQUIRED:
 * the pass is older than its window, decision 0097). Raised by the http client, heard by the course's gates, which
 * forget their remembered pass and open the check over the page at once. Once a check passes, the gates say so, and
 * a page the server refused for want of it reads again (issue 25, decision 0106).
 */
export type IdentityCheck = 'TYPING' | 'BIOSIG';

const listeners = new Set<(check: IdentityCheck) => void>();
const passedListeners = new Set<(check: IdentityCheck) => void>();

export const identityCheckEvents = {
  required(check: IdentityCheck): void {
    for (const listener of listeners) listener(check);
  },
  subscribe(listener: (check: IdentityCheck) => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
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
