import { type ReactNode, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/shared/paths';
import { getCurrentProductId, setCurrentProductId } from '@/shared/storage/current-product';
import { PageLoader } from '@/shared/ui/page-loader';
import { useNodeProduct } from './get-node-product';

/**
 * CurrentProductRoute for the routes that name a node (/lc/{nodeId}/resource…): the product is the one that
 * holds the node, which becomes the current product (decision 0065). A failed look-up keeps the current one.
 */
export function NodeProductRoute({ nodeId, children }: { nodeId: number; children: (lpId: number) => ReactNode }) {
  const [current] = useState(getCurrentProductId);
  const owner = useNodeProduct(nodeId, current);
  const lpId = owner.isError || owner.fetchStatus === 'idle' ? (owner.data ?? current) : owner.data;
  useEffect(() => {
    if (lpId != null && lpId !== current) setCurrentProductId(lpId);
  }, [lpId, current]);
  if (lpId === undefined) return <PageLoader />;
  if (lpId === null) return <Navigate to={paths.home.href()} replace />;
  return children(lpId);
}
