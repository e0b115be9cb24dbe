import type { Account } from '@continuum/contracts';

/** The signed-in learner most shell and page tests use. */
export const learnerAccount: Account = {
  login: 'learner',
  email: 'l@example.com',
  firstName: 'Lena',
  lastName: 'Learner',
  langKey: 'en',
  activated: true,
  authorities: ['ROLE_AUTHENTICATED'],
};
