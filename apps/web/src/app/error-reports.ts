import { useSyncExternalStore } from 'react';

/** One unexpected failure as the generic error dialog shows it (spec 000 §8). */
export interface ErrorReport {
  error: unknown;
  /** Runs the failed reads again; empty for failed actions, which the user redoes. */
  retries: ReadonlyArray<() => void>;
  /** The page the user was on, for the problem report. */
  page: string;
  /** When it failed (the user's clock), for the problem report. */
  at: Date;
}

let current: ErrorReport | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/**
 * The failure the generic error dialog shows. While it is open, later failures add only their retry: the
 * user reads one message, and "Try again" runs every failed read again.
 */
export const errorReports = {
  report(error: unknown, retry?: () => void): void {
    if (current !== null) {
      if (retry) current = { ...current, retries: [...current.retries, retry] };
      notify();
      return;
    }
    current = { error, retries: retry ? [retry] : [], page: window.location.pathname, at: new Date() };
    notify();
  },
  dismiss(): void {
    current = null;
    notify();
  },
  /** Dismisses and runs the failed reads again. */
  retry(): void {
    const retries = current?.retries ?? [];
    errorReports.dismiss();
    for (const run of retries) run();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  get: (): ErrorReport | null => current,
};

export function useErrorReport(): ErrorReport | null {
  return useSyncExternalStore(errorReports.subscribe, errorReports.get);
}
