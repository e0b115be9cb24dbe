import { Navigate, Outlet } from 'react-router';
import { useAccount } from '@/shared/auth/get-account';
import { resolveLoginTarget } from '@/shared/auth/login-target';
import { paths } from '@/shared/paths';
import { PageLoader } from '@/shared/ui/page-loader';

/**
 * Login and register are for anonymous visitors (spec 000 §2): a signed-in user goes home, or, on the login
 * screens, to the target remembered before sign-in. This is also how a successful sign-in moves on: the
 * sign-in caches the account and this guard redirects.
 */
export function RedirectIfAuthenticated({ toLoginTarget = false }: { toLoginTarget?: boolean }) {
  const account = useAccount();
  if (account.isPending) return <PageLoader />;
  if (account.data) return <Navigate to={toLoginTarget ? resolveLoginTarget() : paths.home.href()} replace />;
  return <Outlet />;
}
