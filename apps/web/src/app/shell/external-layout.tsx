import { useIsFetching } from '@tanstack/react-query';
import { matchPath, Outlet, useLocation, useNavigation } from 'react-router';
import { paths } from '@/shared/paths';
import { LoadingIndicator } from '@/shared/ui/loading-indicator';
import { ErrorDialog } from './error-dialog';
import classes from './external-layout.module.css';
import { ForumHeader } from './forum-header';
import { LanguageSync } from './language-sync';
import { SessionBridge } from './session-bridge';
import { SessionExpiredDialog } from './session-expired-dialog';
import { ShellFooter } from './shell-footer';
import { MAIN_CONTENT_ID } from './skip-link';

/**
 * The chrome-less layout of the external views (productResourceExt, external site asset; 000 §2 "external
 * resource" header and footer): no app header or navbar, the page names its own origin. Session handling,
 * language and the global dialogs work as in the main layout. Loaded lazily with those routes. The forum
 * has a header of its own (001 §2): its way back and its course.
 */
export function ExternalLayout() {
  const navigation = useNavigation();
  const fetching = useIsFetching();
  const forum = matchPath(paths.forum.path, useLocation().pathname) !== null;
  return (
    <div className={classes.root}>
      <SessionBridge />
      <LanguageSync />
      <LoadingIndicator active={navigation.state !== 'idle' || fetching > 0} />
      {forum && <ForumHeader />}
      <main id={MAIN_CONTENT_ID} className={classes.main} tabIndex={-1}>
        <Outlet />
      </main>
      <ShellFooter layout="external" />
      <ErrorDialog />
      <SessionExpiredDialog />
    </div>
  );
}
