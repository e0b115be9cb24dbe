/**
 * Query key of one learner product (GET api/product/{lpId}). Its own module so the shell, which reads the
 * product's accountSiteUrl from the cache (000 §4), does not pull the fetcher into the initial bundle.
 */
export const learnerProductKey = (lpId: number) => ['learner-product', lpId] as const;
