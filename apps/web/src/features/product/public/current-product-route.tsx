import { type ReactNode, useState } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/shared/paths';
import { getCurrentProductId } from '@/shared/storage/current-product';

/**
 * The resources, glossary and site-asset routes (001 §2) carry no product id: they belong to the learner
 * product last opened, as home (/) does. Without one, home decides where to go (the product selector).
 */
export function CurrentProductRoute({ children }: { children: (lpId: number) => ReactNode }) {
  const [lpId] = useState(getCurrentProductId);
  if (lpId === null) return <Navigate to={paths.home.href()} replace />;
  return children(lpId);
}
