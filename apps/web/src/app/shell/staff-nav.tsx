import { type Account, Authority, ROLE_SCREEN_AUTHORITIES } from '@continuum/contracts';
import { useTranslation } from 'react-i18next';
import { adminPaths } from '@/features/admin/admin-paths';
import { instructorPaths } from '@/features/instructor/instructor-paths';
import { Feature } from '@/shared/feature-flags/feature';
import { paths } from '@/shared/paths';
import { ImpersonationNotice } from './impersonation-notice';
import { NavItem } from './nav-item';

/** The staff part of the menu: the impersonation notice while acting as a user, the administration links for admins. */
export function StaffNav({ account }: { account: Account }) {
  const { t } = useTranslation();
  return (
    <>
      {account.impersonatedBy && <ImpersonationNotice account={account} />}
      {account.authorities.includes(Authority.ADMIN) && (
        // The portal lists every administration screen (002 §2); Users is in the menu too (002 §6).
        <Feature flag="administration">
          <NavItem to={paths.adminPortal.href()} label={t('global.menu.admin.portal')} />
          <NavItem to={adminPaths.users.href()} label={t('global.menu.admin.users')} />
        </Feature>
      )}
      {(account.authorities.includes(Authority.ADMIN) || account.authorities.includes(Authority.AUTHOR)) && (
        <Feature flag="authoring">
          <NavItem to="/studio" label={t('global.menu.studio')} />
        </Feature>
      )}
      {account.authorities.includes(Authority.INSTRUCTOR) && (
        <Feature flag="instructorConsole">
          <NavItem to={instructorPaths.console.href()} label={t('global.menu.instructor.console')} />
        </Feature>
      )}
      {/* 002 §6: any one of the USERS_ROLE_* (or administration) shows the Roles item. */}
      {account.authorities.some((a) => (ROLE_SCREEN_AUTHORITIES as string[]).includes(a)) && (
        <Feature flag="userRoles">
          <NavItem to={adminPaths.userRoles.href()} label={t('global.menu.admin.roles')} />
        </Feature>
      )}
    </>
  );
}
