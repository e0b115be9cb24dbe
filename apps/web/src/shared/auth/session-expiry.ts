import { useSyncExternalStore } from 'react';

/**
 * The concurrent-login notice (000 §4): 'showing' from the first expired reply until the user answers it,
 * then 'told' for the life of the page, so it shows once however many calls come back expired. A store
 * rather than an event: the first expired reply can come from a route loader, before the shell listens.
 */
export type SessionExpiryState = 'none' | 'showing' | 'told';

let state: SessionExpiryState = 'none';
const listeners = new Set<() => void>();
const set = (next: SessionExpiryState) => {
  state = next;
  for (const listener of listeners) listener();
};

export const sessionExpiry = {
  expire(): void {
    if (state === 'none') set('showing');
  },
  acknowledge(): void {
    if (state === 'showing') set('told');
  },
  get: (): SessionExpiryState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Tests only: a fresh page. */
  reset(): void {
    set('none');
  },
};

export function useSessionExpiry(): SessionExpiryState {
  return useSyncExternalStore(sessionExpiry.subscribe, sessionExpiry.get);
}
