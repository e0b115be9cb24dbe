import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/shared/http/api-error';
import '@/shared/query/meta';
import { errorReports } from './error-reports';

/** Client mistakes (4xx) are never retried; network and server failures get one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * The app's query client. Query failures nobody handles open the generic error dialog; 401s are handled by
 * the session events instead, and queries whose page shows its own failure opt out with meta.errorDialog.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.errorDialog === false) return;
        if (isApiError(error) && error.status === 401) return;
        errorReports.report(error);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
}
