import type { LcReply, NodeView } from '@continuum/contracts';
import { Button, Group, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NodeBanners } from '@/features/course/public/node-banners';
import { paths } from '@/shared/paths';
import { PageTitle } from '@/shared/ui/page-title';
import { TOPIC_COLOR } from '../model/constants';
import { fullTitle, tocItemFromView } from '../model/course-tree';
import { EffortKey } from './effort-key';
import classes from './lc.module.css';
import { NodeResourcesBox } from './node-resources-box';
import { TocList } from './toc-list';
import { TopicIcon } from './topic-icon';

/** 'Not studied yet' / 'In progress' / 'You've reviewed this' (001 §2 subtopic list). */
export function subtopicStatusKey(node: Pick<NodeView, 'completed' | 'inProgress'>): string {
  if (node.completed) return 'course.topic.reviewed';
  if (node.inProgress) return 'course.topic.inProgress';
  return 'course.topic.notStudied';
}

/**
 * Topic page (001 §2): the overview, the effort key when a container shows it, one table of contents per
 * container (SUBTOPICS containers as the subtopic list with Study buttons) and the 'TOPIC RESOURCES' box.
 */
export function TopicView({ lpId, reply }: { lpId: number; reply: LcReply }) {
  const { t } = useTranslation();
  const overviewId = useId();
  const { node } = reply;
  const containers = node.children.filter((c) => c.children.length > 0 || c.type === 'SUBTOPICS');
  const leaves = node.children.filter((c) => !containers.includes(c));
  // The server says which containers exam questions rate (showEffortKey) and the learner's effort on them.
  const effort = reply.topic?.containers.some((c) => c.showEffortKey) ? reply.topic.effortBreakdowns : null;

  return (
    <>
      <Group gap="sm" wrap="nowrap" align="center" mb="md">
        <TopicIcon name={node.metadata.TOPIC_ICON} color={node.metadata.TOPIC_COLOR || TOPIC_COLOR} />
        <PageTitle>{fullTitle(node)}</PageTitle>
      </Group>
      <NodeBanners node={node} />
      <section aria-labelledby={overviewId} className={classes.block}>
        <Title order={2} size="h3" id={overviewId} mb="xs">
          {t('course.topic.overview')}
        </Title>
        {node.description && <Text>{node.description}</Text>}
      </section>
      {effort && <EffortKey breakdowns={effort} />}
      {containers.map((container) =>
        container.type === 'SUBTOPICS' ? (
          <SubtopicList key={container.id} lpId={lpId} container={container} />
        ) : (
          <ContainerOutline
            key={container.id}
            lpId={lpId}
            title={container.title}
            nodes={container.children}
            enforces={container.enforcesProgression}
          />
        ),
      )}
      {leaves.length > 0 && (
        <ContainerOutline lpId={lpId} title={t('course.topic.practice')} nodes={leaves} enforces={node.enforcesProgression} />
      )}
      <NodeResourcesBox lpId={lpId} title={t('course.topic.resources')} node={node} />
    </>
  );
}

function ContainerOutline({
  lpId,
  title,
  nodes,
  enforces,
}: {
  lpId: number;
  title: string;
  nodes: NodeView[];
  enforces: boolean;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={classes.block}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      <TocList lpId={lpId} items={nodes.map((n) => tocItemFromView(n, enforces))} depth={1} />
    </section>
  );
}

/** Subtopics with their study status and a Study button (disabled while locked). */
function SubtopicList({ lpId, container }: { lpId: number; container: NodeView }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={id} className={classes.block}>
      <Title order={2} size="h4" id={id} mb="xs">
        {container.title}
      </Title>
      <ul className={classes.subtopics}>
        {container.children.map((sub) => (
          <li key={sub.id} className={classes.subtopic} data-locked={sub.locked || undefined}>
            <div>
              <Text fw={600}>{fullTitle(sub)}</Text>
              <Text size="sm" c="dimmed">
                {t(subtopicStatusKey(sub))}
                {sub.locked && ` · ${t('course.status.locked')}`}
              </Text>
            </div>
            {sub.locked ? (
              <Button variant="light" disabled aria-label={`${t('course.topic.study')} ${sub.title}`}>
                {t('course.topic.study')}
              </Button>
            ) : (
              <Button
                variant="light"
                component={Link}
                to={paths.lc.href({ lpId, nodeId: sub.id })}
                // The visible 'Study' starts the name, which also says what is studied.
                aria-label={`${t('course.topic.study')} ${sub.title}`}
              >
                {t('course.topic.study')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
