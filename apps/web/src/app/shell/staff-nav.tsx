import { type Account, Authority } from '@continuum/contracts';
import { useTranslation } from 'react-i18next';
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
          <NavItem to={paths.users.href()} label={t('global.menu.admin.users')} />
        </Feature>
      )}
    </>
  );
}
