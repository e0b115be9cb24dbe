import type { Account } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';

/** The identity reply of GET api/account. */
export function toAccount(user: SessionUser): Account {
  return {
    login: user.login,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    langKey: user.langKey === 'fr' ? 'fr' : 'en',
    activated: user.activated,
    authorities: user.authorities,
  };
}
