import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { forumWayBack } from '@/features/forum/public/forum-origin';
import { useLearnerProduct } from '@/features/product/public/get-learner-product';
import { getCurrentProductId } from '@/shared/storage/current-product';
import classes from './forum-header.module.css';

/**
 * The forum's own header (001 §2 route table "Forum, own header"; 000 §2 forum variant): the way back to
 * where the learner came from, first in the tab order, and the course the forum belongs to (the current
 * product, as the forum's URL names none). The forum's title is the page's heading below it.
 */
export function ForumHeader() {
  const { t } = useTranslation();
  const { state } = useLocation();
  const lpId = getCurrentProductId();
  const product = useLearnerProduct(lpId ?? 0).data;
  const back = forumWayBack(state, lpId);
  return (
    <header className={classes.header}>
      <div className={classes.inner}>
        <Anchor component={Link} to={back.to} className={classes.back}>
          <span aria-hidden="true">← </span>
          {t(`global.forumHeader.back.${back.origin}`)}
        </Anchor>
        {product && (
          <Text size="sm" c="dimmed" className={classes.course}>
            {t('global.forumHeader.course', { title: product.courseTitle })}
          </Text>
        )}
      </div>
    </header>
  );
}
