import { useDisclosure } from '@mantine/hooks';
import { useIsFetching } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useDeviceSize } from '@/shared/hooks/use-device-size';
import { LoadingIndicator } from '@/shared/ui/loading-indicator';
import { AppHeader } from './app-header';
import { AppNavbar } from './app-navbar';
import { ErrorDialog } from './error-dialog';
import { LanguageSync } from './language-sync';
import classes from './root-layout.module.css';
import { SessionBridge } from './session-bridge';
import { SessionExpiredDialog } from './session-expired-dialog';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

// Below the page and never needed for first paint: loaded after it, as the initial bundle has no room left
// (scripts/check-budget.mjs, 150 KiB gzip).
const ShellFooter = lazy(() => import('./shell-footer').then((m) => ({ default: m.ShellFooter })));

/**
 * The main layout: header, navbar (a drawer behind the burger on device-size screens), content, its footer and
 * the global indicators. Plain CSS grid rather than Mantine's AppShell keeps ~9 KiB gzip out of the initial bundle.
 */
export function RootLayout() {
  const device = useDeviceSize();
  const [navOpened, nav] = useDisclosure(false);
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const fetching = useIsFetching();

  // A link followed on a phone closes the menu it was in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change on purpose
  useEffect(() => nav.close(), [pathname]);
  // Escape closes the device menu, as it would a dialog.
  useEffect(() => {
    if (!navOpened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') nav.close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navOpened, nav]);

  return (
    <div className={classes.root}>
      <SkipLink />
      <SessionBridge />
      <LanguageSync />
      <LoadingIndicator active={navigation.state !== 'idle' || fetching > 0} />
      <header className={classes.header}>
        <AppHeader device={device} navOpened={navOpened} onToggleNav={nav.toggle} />
      </header>
      <div className={classes.body}>
        {/* Off-screen links must not take keyboard focus while the device menu is closed. */}
        <div id="app-navbar" className={classes.navbar} data-opened={navOpened || undefined} inert={device && !navOpened}>
          <AppNavbar />
        </div>
        <div className={classes.content}>
          <main id={MAIN_CONTENT_ID} className={classes.main} tabIndex={-1}>
            <Outlet />
          </main>
          <Suspense fallback={null}>
            <ShellFooter layout="main" />
          </Suspense>
        </div>
      </div>
      <ErrorDialog />
      <SessionExpiredDialog />
    </div>
  );
}
