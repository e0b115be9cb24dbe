import type { Account } from '@continuum/contracts';

/** True when the account holds at least one of the authorities (an empty list needs only a session). */
export function hasAnyAuthority(account: Account | null | undefined, authorities: readonly string[]): boolean {
  if (!account) return false;
  if (authorities.length === 0) return true;
  return authorities.some((a) => account.authorities.includes(a));
}
