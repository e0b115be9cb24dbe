import { Authority } from '@continuum/contracts';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAccount } from '@/shared/auth/get-account';
import { Feature } from '@/shared/feature-flags/feature';
import { paths } from '@/shared/paths';
import classes from './app-navbar.module.css';
import { NavItem as Item } from './nav-item';

// Loaded when first asked for: Mantine's Modal would add ~14 KiB gzip to the initial bundle (check-budget).
const ConfirmLogoutModal = lazy(() => import('./confirm-logout-modal').then((m) => ({ default: m.ConfirmLogoutModal })));
// Only staff see it (administration links, the studio, the instructor console, the impersonation notice): its code
// stays out of learners' first load. Any authority beyond the learner's loads it; StaffNav shows each link to the
// authorities it is for (a CMS editor alone sees none), so this stays one comparison in the first load.
const isStaff = (authority: string) => authority !== Authority.AUTHENTICATED;
const StaffNav = lazy(() => import('./staff-nav').then((m) => ({ default: m.StaffNav })));

/** Navigation links: products, certificates and account pages when signed in, Administration and Users for ROLE_ADMIN, sign in otherwise. */
export function AppNavbar() {
  const { t } = useTranslation();
  const account = useAccount().data;
  const navigate = useNavigate();
  const [confirming, confirm] = useDisclosure(false);

  if (!account) {
    return (
      <nav aria-label={t('global.menu.label')}>
        <Item to={paths.login.href()} label={t('global.menu.account.login')} />
        <Item to={paths.register.href()} label={t('global.menu.account.register')} />
      </nav>
    );
  }
  return (
    <nav aria-label={t('global.menu.label')}>
      {(account.impersonatedBy || account.authorities.some(isStaff)) && (
        <Suspense fallback={null}>
          <StaffNav account={account} />
        </Suspense>
      )}
      <Feature flag="productSelector">
        <Item to={paths.productSelector.href()} label={t('global.menu.products')} />
      </Feature>
      <Feature flag="myCertificates">
        <Item to={paths.myCertificates.href()} label={t('global.menu.certificates')} />
      </Feature>
      <Feature flag="settings">
        <Item to={paths.settings.href()} label={t('global.menu.account.settings')} />
      </Feature>
      <Feature flag="password">
        <Item to={paths.password.href()} label={t('global.menu.account.password')} />
      </Feature>
      <Feature flag="sessions">
        <Item to={paths.sessions.href()} label={t('global.menu.account.sessions')} />
      </Feature>
      {/* A button, not a link to /logout: signing out asks first (000 §2 "confirm logout"). */}
      <button type="button" className={classes.link} onClick={confirm.open}>
        {t('global.menu.account.logout')}
      </button>
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmLogoutModal
            opened
            onCancel={confirm.close}
            onConfirm={() => {
              confirm.close();
              navigate(paths.logout.href());
            }}
          />
        </Suspense>
      )}
    </nav>
  );
}
