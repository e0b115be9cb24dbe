import type { Mutation, Query } from '@tanstack/react-query';
import { isApiError } from '@/shared/http/api-error';
import type { ContinuumQueryMeta } from '@/shared/query/meta';

/** Whether a failure is one the component that made the call said it explains itself. */
function explains(meta: ContinuumQueryMeta | undefined, error: unknown): boolean {
  const rule = meta?.errorDialog;
  if (rule === false) return true;
  if (rule === 'serverFailures') return isApiError(error) && error.status >= 400 && error.status < 500;
  return false;
}

/** A 401 is the session's business: the session events sign the user out or show the expiry notice. */
const isSessionEnd = (error: unknown) => isApiError(error) && error.status === 401;

/**
 * A product with no content yet is a state, not an unexpected failure: every read of it answers 409
 * PRODUCT_HAS_NO_CONTENT, and the course home says so in place ('course.home.noContent'); its sidebar boxes,
 * which fail with the same code, must not cover that with a dialog.
 */
const isEmptyProduct = (error: unknown) => isApiError(error) && error.code === 'PRODUCT_HAS_NO_CONTENT';

/**
 * A failed read opens the generic dialog unless a component on screen explains it in place. It is asked of
 * the mounted observers, not of the query's options, as one query can feed a page that shows its failure
 * and a sidebar that would just stay empty (decision 0070). Without observers (a route loader's prefetch)
 * nobody sees it yet: the page that mounts fetches again and its failure is reported then.
 */
export function queryFailureNeedsDialog(error: unknown, query: Query<unknown, unknown, unknown, readonly unknown[]>) {
  if (isSessionEnd(error) || isEmptyProduct(error)) return false;
  const observers = query.observers;
  if (observers.length === 0) return false;
  return !observers.some((observer) => explains(observer.options.meta, error));
}

/** A failed action opens the generic dialog unless its mutation declares that its component explains it. */
export function mutationFailureNeedsDialog(error: unknown, mutation: Mutation<unknown, unknown, unknown>) {
  return !isSessionEnd(error) && !explains(mutation.meta, error);
}
