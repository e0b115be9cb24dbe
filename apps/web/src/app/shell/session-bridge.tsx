import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { authEvents } from '@/shared/auth/auth-events';
import { accountQueryOptions, useAccount } from '@/shared/auth/get-account';
import { clearLoginTarget, isLoginPath, rememberLoginTarget } from '@/shared/auth/login-target';
import { sessionExpiry } from '@/shared/auth/session-expiry';
import { paths } from '@/shared/paths';
import { clearCurrentProductId } from '@/shared/storage/current-product';

/**
 * Applies the session events the http client raises (spec 000 §4, §8):
 * - not-authenticated: the identity becomes anonymous (guards react to it);
 * - unauthorized: the session is gone, which is a logout (000 §8): forget the current product too (so the next
 *   sign-in, perhaps another learner's, does not reopen it), remember the current screen and open login;
 * - logout: forget the current product.
 * While the 'Session Expired' notice shows (000 §4), 401s change nothing: the user reads it where they were
 * and its button moves them on.
 */
export function SessionBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const account = useAccount();
  const here = useRef(location);
  here.current = location;

  useEffect(
    () =>
      authEvents.subscribe((event) => {
        if (event === 'logout') {
          clearCurrentProductId();
          return;
        }
        const { pathname, search, hash } = here.current;
        // While signing out, calls still in flight answer 401 by design; the logout page reloads home anyway.
        if (pathname === paths.logout.path) return;
        if (sessionExpiry.get() === 'showing') return;
        queryClient.setQueryData(accountQueryOptions.queryKey, null);
        if (event === 'unauthorized') {
          clearCurrentProductId();
          if (!isLoginPath(pathname)) rememberLoginTarget(`${pathname}${search}${hash}`);
          navigate(paths.login.href());
        }
      }),
    [navigate, queryClient],
  );

  // Signed in and past the login screens: the remembered target has served its purpose.
  const signedIn = Boolean(account.data);
  useEffect(() => {
    if (signedIn && !isLoginPath(location.pathname)) clearLoginTarget();
  }, [signedIn, location.pathname]);

  return null;
}
