import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/shared/http/api-error';
import '@/shared/query/meta';
import { mutationFailureNeedsDialog, queryFailureNeedsDialog } from './error-dialog-policy';
import { errorReports } from './error-reports';

/** Client mistakes (4xx) are never retried; network and server failures get one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * The app's query client. Failures no component on screen explains open the generic error dialog (spec 000
 * §8, decision 0070): a failed read with "Try again" fetching it again, a failed action for the user to redo.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!queryFailureNeedsDialog(error, query)) return;
        errorReports.report(error, () => void client.refetchQueries({ queryKey: query.queryKey, exact: true }));
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        if (mutationFailureNeedsDialog(error, mutation)) errorReports.report(error);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
  return client;
}
