import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether an identity check (typing pattern, signature) stands over the page (issue 25): identity checks come
 * first, so the guided tours and the welcome wait until none is open (a tour's click shield over the check's
 * modal left the learner stuck).
 */
let open = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Marks a check as open while `shown` (the gate knows one is due, even before its modal has loaded). */
export function useIdentityCheckShown(shown: boolean): void {
  useEffect(() => {
    if (!shown) return;
    open++;
    emit();
    return () => {
      open--;
      emit();
    };
  }, [shown]);
}

/** True while any identity check is open. */
export function useIdentityCheckOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open > 0,
    () => false,
  );
}
