import { localStore } from './local-store';

const KEY = 'continuum.currentProductId';

/** The learner product last opened; home (/) goes back to it (spec 000 §2). */
export function getCurrentProductId(): number | null {
  const value = Number(localStore.get(KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function setCurrentProductId(lpId: number): void {
  localStore.set(KEY, String(lpId));
}

/** Logout clears the current product (spec 000 §4). */
export function clearCurrentProductId(): void {
  localStore.remove(KEY);
}
