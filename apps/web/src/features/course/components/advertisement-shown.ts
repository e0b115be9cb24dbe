import { localStore } from '@/shared/storage/local-store';

const shownKey = (lpId: number) => `continuum.advertisementShown.${lpId}`;

/** Whether the viewer has opened by itself for this learner product (once after completion, decision 0089). */
export const advertisementShown = (lpId: number) => !!localStore.get(shownKey(lpId));

/** Remembers that it has: the completion flow shows it, so the course home does not open it again. */
export const markAdvertisementShown = (lpId: number) => localStore.set(shownKey(lpId), '1');
