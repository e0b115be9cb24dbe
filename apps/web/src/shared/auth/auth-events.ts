/**
 * Session events raised outside React (by the http client) and handled by the app shell.
 * - not-authenticated: a 401 from an account call; the identity is simply anonymous now.
 * - unauthorized: a 401 anywhere else; the session ended, so remember the target and sign in again.
 * - logout: the user signed out; per-user local state (current product) is forgotten.
 * (A session ended by a sign-in elsewhere is not an event: see session-expiry.ts.)
 */
export type AuthEvent = 'not-authenticated' | 'unauthorized' | 'logout';

type Listener = (event: AuthEvent) => void;
const listeners = new Set<Listener>();

export const authEvents = {
  emit(event: AuthEvent): void {
    for (const listener of listeners) listener(event);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
