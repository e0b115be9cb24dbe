import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { hasAnyAuthority } from '@/shared/auth/authorities';
import { useAccount } from '@/shared/auth/get-account';
import { rememberLoginTarget } from '@/shared/auth/login-target';
import { useSessionExpiry } from '@/shared/auth/session-expiry';
import { useFeatureFlags } from '@/shared/feature-flags/get-feature-flags';
import { useFeatureFlag } from '@/shared/feature-flags/use-feature-flag';
import { paths } from '@/shared/paths';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageLoader } from '@/shared/ui/page-loader';

interface RequireAuthoritiesProps {
  /** Any one of these is enough; empty means "signed in". */
  authorities?: readonly string[];
  /** Feature flag of the route's page: when false the page is disabled and home opens instead (000 §4). */
  flag?: string;
}

/**
 * Layout route guard (spec 000 §2): anonymous -> remember the target and sign in; signed in without the
 * authority -> accessdenied; page flagged off -> home.
 */
export function RequireAuthorities({ authorities = [], flag }: RequireAuthoritiesProps) {
  const account = useAccount();
  const enabled = useFeatureFlag(flag);
  const flags = useFeatureFlags();
  const expiry = useSessionExpiry();

  if (account.isPending) return <PageLoader />;
  if (account.isError) return <MessageAlert tone="error">{httpErrorText(account.error)}</MessageAlert>;
  // The 'Session Expired' notice decides where to go; the login redirect must not pull the user away first.
  if (!account.data) return expiry === 'showing' ? null : <RedirectToLogin />;
  if (!hasAnyAuthority(account.data, authorities)) return <Navigate to={paths.accessdenied.href()} replace />;
  // A flagged page waits for the flags: drawn first, its calls would go out before it is sent home.
  if (flag && flags.isLoading) return <PageLoader />;
  if (!enabled) return <Navigate to={paths.home.href()} replace />;
  return <Outlet />;
}

function RedirectToLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  const target = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    rememberLoginTarget(target);
    navigate(paths.login.href(), { replace: true });
  }, [target, navigate]);
  return null;
}
