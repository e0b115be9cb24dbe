import { useSyncExternalStore } from 'react';

/** The one unexpected failure the generic error dialog shows (spec 000 §8); later ones wait for dismissal. */
let current: unknown = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export const errorReports = {
  report(error: unknown): void {
    if (current !== null) return;
    current = error;
    notify();
  },
  dismiss(): void {
    current = null;
    notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  get: (): unknown => current,
};

export function useErrorReport(): unknown {
  return useSyncExternalStore(errorReports.subscribe, errorReports.get);
}
