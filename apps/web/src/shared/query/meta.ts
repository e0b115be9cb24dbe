import '@tanstack/react-query';

/** Per-query and per-mutation flags read by the app's global error handling. */
export interface ContinuumQueryMeta extends Record<string, unknown> {
  /**
   * false: the component shows this call's failure itself, so no generic error dialog.
   * 'serverFailures': it explains refusals (4xx) itself; only network and server failures open the dialog.
   * On a query, declare it on the observer of the component that shows the failure (SHOWS_FAILURE), not on
   * query options other components share: a failure opens the dialog unless a mounted observer explains it.
   */
  errorDialog?: boolean | 'serverFailures';
}

/** What a component may say of its own observer of a shared query. */
export interface ObserverMeta {
  meta?: ContinuumQueryMeta;
}

/** Observer options of a component that shows a query's failure in place (decision 0070). */
export const SHOWS_FAILURE = { meta: { errorDialog: false } } as const satisfies { meta: ContinuumQueryMeta };

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ContinuumQueryMeta;
    mutationMeta: ContinuumQueryMeta;
  }
}
