import type { LcReply } from '@continuum/contracts';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/paths';
import { Breadcrumbs, type Crumb } from '@/shared/ui/breadcrumbs';
import { fullTitle } from '../model/course-tree';
import { hasLcPage } from '../model/lc-types';

/** The node's ancestors, root first (the root leads to the course home), then the node itself. */
export function LcBreadcrumbs({ lpId, reply }: { lpId: number; reply: Pick<LcReply, 'breadcrumbs' | 'node'> }) {
  const { t } = useTranslation();
  const items: Crumb[] = reply.breadcrumbs.map((b, index) => ({
    label: fullTitle(b),
    to: index === 0 ? paths.productHome.href({ lpId }) : hasLcPage(b.type) ? paths.lc.href({ lpId, nodeId: b.id }) : undefined,
  }));
  items.push({ label: fullTitle(reply.node) });
  return <Breadcrumbs label={t('course.lc.breadcrumb')} items={items} />;
}
