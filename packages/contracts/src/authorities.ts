/** Authority names checked by name on both sides (000 §6, 002 §6). */
export const Authority = {
  AUTHENTICATED: 'ROLE_AUTHENTICATED',
  ADMIN: 'ROLE_ADMIN',
  CMS_EDITOR: 'ROLE_CMS_EDITOR',
  INSTRUCTOR: 'ROLE_INSTRUCTOR',
  /** Edits the drafts of the course families an administrator granted (decision 0163). */
  AUTHOR: 'ROLE_AUTHOR',
  USERS_ROLE_VIEW: 'USERS_ROLE_VIEW',
  USERS_ROLE_CREATE: 'USERS_ROLE_CREATE',
  USERS_ROLE_UPDATE: 'USERS_ROLE_UPDATE',
  USERS_ROLE_DELETE: 'USERS_ROLE_DELETE',
} as const;
export type AuthorityName = (typeof Authority)[keyof typeof Authority];
export const ALL_AUTHORITIES: AuthorityName[] = Object.values(Authority);

/** Who opens the Roles screens (002 §6: ROLE_ADMIN, or any one of the USERS_ROLE_*). */
export const ROLE_SCREEN_AUTHORITIES: AuthorityName[] = [
  Authority.ADMIN,
  Authority.USERS_ROLE_VIEW,
  Authority.USERS_ROLE_CREATE,
  Authority.USERS_ROLE_UPDATE,
  Authority.USERS_ROLE_DELETE,
];
