import { matchPath, useLocation } from 'react-router';
import { paths } from '@/shared/paths';
import { type FooterVariant, useDeclaredFooterVariant } from '@/shared/shell/footer-variant';
import { getCurrentProductId } from '@/shared/storage/current-product';
import { AppFooter } from './app-footer';

const PRODUCT_PAGES = '/lp/:lpId/*';

/**
 * Picks the footer for a layout (000 §2): in the main layout, the product footer on /lp/{lpId}/… pages and
 * the main one elsewhere; in the chrome-less layout, the forum footer on the forum and the external one on
 * external resources and site assets. A view may declare its own (the exam view declares 'exam').
 */
export function ShellFooter({ layout }: { layout: 'main' | 'external' }) {
  const { pathname } = useLocation();
  const declared = useDeclaredFooterVariant();
  const productMatch = matchPath(PRODUCT_PAGES, pathname);
  let variant: FooterVariant;
  if (layout === 'main') variant = productMatch ? 'product' : 'main';
  else variant = matchPath(paths.forum.path, pathname) ? 'forum' : 'external';
  // The forum's URL names no product: its support contacts are the current product's.
  const lpId = productMatch ? Number(productMatch.params.lpId) || null : getCurrentProductId();
  return <AppFooter variant={declared ?? variant} lpId={lpId} />;
}
