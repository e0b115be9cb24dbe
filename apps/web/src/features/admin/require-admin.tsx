import { Authority } from '@continuum/contracts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAccount } from '@/shared/auth/get-account';
import { paths } from '@/shared/paths';
import { PageLoader } from '@/shared/ui/page-loader';

/**
 * The administration screens other than Roles are ROLE_ADMIN's (002 §6): a role manager who reaches one lands on
 * access denied, as the app's guard would send them (the guard in front lets role managers in for Roles).
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const account = useAccount();
  if (account.isPending) return <PageLoader />;
  if (!account.data?.authorities.includes(Authority.ADMIN)) return <Navigate to={paths.accessdenied.href()} replace />;
  return <>{children}</>;
}
