import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import type { MetaNode, NodeStatusName } from '@continuum/contracts';
import { Paper, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/paths';
import { AppLink } from '@/shared/ui/app-link';
import { TOPIC_COLOR } from '../model/constants';
import { displayState } from '../model/course-tree';
import { topicPercent } from '../model/topic';
import classes from './exam-prep.module.css';
import { TopicIcon } from './topic-icon';

interface TopicCardProps {
  lpId: number;
  node: MetaNode;
  status: NodeStatusName | undefined;
  derived: Record<string, string>;
}

/** A topic of the exam-prep home: icon and colour, title (a link unless locked), percent complete, effort rating. */
export function TopicCard({ lpId, node, status, derived }: TopicCardProps) {
  const { t } = useTranslation();
  const color = node.metadata.TOPIC_COLOR || TOPIC_COLOR;
  const state = displayState(status, false);
  const percent = topicPercent(status, derived.PERCENT_COMPLETE);
  const rating = derived.EFFORT_RATING;
  const name = `${node.title}, ${t(`course.status.${state}`)}`;
  const title = (
    <>
      {node.title}
      <VisuallyHidden>{`, ${t(`course.status.${state}`)}`}</VisuallyHidden>
    </>
  );
  return (
    <Paper withBorder radius="md" p="md" className={classes.topicCard} style={{ borderTopColor: color }} data-state={state}>
      <TopicIcon name={node.metadata.TOPIC_ICON} color={color} />
      <div className={classes.topicBody}>
        <Text fw={600} component="h3" className={classes.topicTitle} aria-label={state === 'locked' ? name : undefined}>
          {state === 'locked' ? (
            title
          ) : (
            <AppLink to={paths.lc.href({ lpId, nodeId: node.id })} aria-label={name}>
              {title}
            </AppLink>
          )}
        </Text>
        <Text size="lg" fw={700}>
          {percent === null ? t('course.examPrep.noPercent') : t('course.examPrep.topicPercent', { percent: percent })}
          <VisuallyHidden> {t('course.examPrep.topicComplete')}</VisuallyHidden>
        </Text>
        {rating && (
          <Text size="xs" c="dimmed">
            {t(`course.examPrep.rating.${rating}`, { defaultValue: rating })}
          </Text>
        )}
      </div>
    </Paper>
  );
}
