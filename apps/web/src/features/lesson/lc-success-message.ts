import type { LcSuccessMessage } from '@/shared/paths';

/**
 * The messages the app may put in the lc route's successMessage (decision 0108): a key, shown translated, never
 * the parameter's text (a crafted link would otherwise show any words as an official green alert). Here, not in
 * shared/paths.ts: only the lesson page reads it, and paths.ts is in the first load.
 */
const LC_SUCCESS_MESSAGES: readonly LcSuccessMessage[] = ['lessonCompleted', 'resourcesViewed'];

/** The successMessage of an lc address when it is one of the app's keys; anything else is ignored. */
export function lcSuccessMessage(search: URLSearchParams): LcSuccessMessage | undefined {
  const value = search.get('successMessage');
  return LC_SUCCESS_MESSAGES.find((key) => key === value);
}
