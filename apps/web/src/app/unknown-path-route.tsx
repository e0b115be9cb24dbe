import { Navigate, type RouteObject } from 'react-router';
import { paths } from '@/shared/paths';

/** Unknown paths go to the root (001 §2), which then picks the user's product or sign-in. */
export const unknownPathRoute: RouteObject = {
  path: '*',
  element: <Navigate to={paths.home.href()} replace />,
};
