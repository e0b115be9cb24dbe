import { IDENTITY_CHECK_VALID_HOURS } from '@continuum/contracts';

/**
 * Course entry's check is asked once per browser session and learner product (decision 0091), and again once the
 * server's window has passed (IDENTITY_CHECK_VALID_HOURS, decision 0097: the server then answers 409
 * BIOSIG_CHECK_REQUIRED). The pass time is kept in sessionStorage, so a new tab session or a new sign-in asks
 * again. Storage refused (private mode): asked every time.
 */
const key = (lpId: number) => `continuum.biosig.entry.${lpId}`;
const VALID_MS = IDENTITY_CHECK_VALID_HOURS * 3_600_000;

export function hasEntryPass(lpId: number): boolean {
  try {
    const at = Number(sessionStorage.getItem(key(lpId)));
    return at > 0 && Date.now() - at < VALID_MS;
  } catch {
    return false;
  }
}

export function rememberEntryPass(lpId: number): void {
  try {
    sessionStorage.setItem(key(lpId), String(Date.now()));
  } catch {
    // Not kept: the next entry asks again.
  }
}

/** The server asked again (its window passed, 409 BIOSIG_CHECK_REQUIRED): the remembered pass no longer holds. */
export function forgetEntryPass(lpId: number): void {
  try {
    sessionStorage.removeItem(key(lpId));
  } catch {
    // Nothing was kept.
  }
}
