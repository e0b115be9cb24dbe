import '@tanstack/react-query';

/** Per-query and per-mutation flags read by the app's global error handling. */
export interface ContinuumQueryMeta extends Record<string, unknown> {
  /** false: the component shows this call's failure itself, so no generic error dialog. */
  errorDialog?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ContinuumQueryMeta;
    mutationMeta: ContinuumQueryMeta;
  }
}
