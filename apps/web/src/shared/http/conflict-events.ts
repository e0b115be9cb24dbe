/**
 * Every 409 reply that names a code, as the http client receives it (decision 0188). The client knows no domain:
 * a feature that cares about one code (the identity checks' TYPING_CHECK_REQUIRED, ...) subscribes here.
 */
const listeners = new Set<(code: string) => void>();

export const conflictEvents = {
  emit(code: string): void {
    for (const listener of listeners) listener(code);
  },
  subscribe(listener: (code: string) => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
