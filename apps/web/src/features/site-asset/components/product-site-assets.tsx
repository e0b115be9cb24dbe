import type { LearnerProduct } from '@continuum/contracts';
import type { ReactNode } from 'react';
import { CurrentProductRoute } from '@/features/product/public/current-product-route';
import { useLearnerProduct } from '@/features/product/public/get-learner-product';
import { SHOWS_FAILURE } from '@/shared/query/meta';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageLoader } from '@/shared/ui/page-loader';

/** Site assets come with the product (001 §7): the page renders once the current product is loaded. */
export function ProductSiteAssets({ children }: { children: (product: LearnerProduct) => ReactNode }) {
  return <CurrentProductRoute>{(lpId) => <WithProduct lpId={lpId}>{children}</WithProduct>}</CurrentProductRoute>;
}

function WithProduct({ lpId, children }: { lpId: number; children: (product: LearnerProduct) => ReactNode }) {
  const product = useLearnerProduct(lpId, SHOWS_FAILURE);
  if (product.isError) return <MessageAlert tone="error">{httpErrorText(product.error)}</MessageAlert>;
  if (!product.data) return <PageLoader />;
  return children(product.data);
}
