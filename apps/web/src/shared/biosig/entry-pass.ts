/**
 * Course entry's check is asked once per browser session and learner product (decision 0091): the pass is kept in
 * sessionStorage, so a new tab session or a new sign-in asks again. Storage refused (private mode): asked every time.
 */
const key = (lpId: number) => `continuum.biosig.entry.${lpId}`;

export function hasEntryPass(lpId: number): boolean {
  try {
    return sessionStorage.getItem(key(lpId)) === 'PASS';
  } catch {
    return false;
  }
}

export function rememberEntryPass(lpId: number): void {
  try {
    sessionStorage.setItem(key(lpId), 'PASS');
  } catch {
    // Not kept: the next entry asks again.
  }
}
