import type { Account } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';

/** The profile fields the security questions check, as stored. */
export interface Profile {
  mailingCity: string | null;
  mailingZip: string | null;
  phone: string | null;
}

/** The identity reply of GET api/account (with the profile) and of sign-in (without). */
export function toAccount(user: SessionUser, profile?: Profile): Account {
  return {
    id: user.id,
    login: user.login,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    langKey: user.langKey === 'fr' ? 'fr' : 'en',
    activated: user.activated,
    authorities: user.authorities,
    ...(profile ? { mailingCity: profile.mailingCity, mailingZip: profile.mailingZip, phone: profile.phone } : {}),
  };
}
