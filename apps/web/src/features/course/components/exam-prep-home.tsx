import type { LearnerProduct, MetaNode, ProductState } from '@continuum/contracts';
import { Text, Title } from '@mantine/core';
import { type ReactNode, useId, useMemo } from 'react';
import { SHOWS_FAILURE } from '@/shared/query/meta';
import { PageLoader } from '@/shared/ui/page-loader';
import { useProductMeta } from '../api/get-product-meta';
import { useProductState } from '../api/get-product-state';
import { type CourseTree, childrenOf, indexMeta, pathToRoot, tocItemFromMeta } from '../model/course-tree';
import { ContentFailure } from './content-failure';
import { CourseEntryCheck } from './course-entry-check';
import { PhotoIdOffer } from './course-gate-view';
import { CourseLayout } from './course-layout';
import { CourseMessage } from './course-message';
import { CourseSidebar } from './course-sidebar';
import { EffortKey } from './effort-key';
import { ExamGauge } from './exam-gauge';
import classes from './exam-prep.module.css';
import { TocList } from './toc-list';
import { TopicCard } from './topic-card';

/**
 * Exam-prep home (001 §2): the root's containers, each drawn by its type: GAUGE_CONTAINER as circle
 * gauges, TOPICS as topic cards (with the effort key when there are effort figures), any other as a
 * table of contents. A container aligned RIGHT (DESKTOP_ALIGNMENT) takes the right column on desktop.
 */
export function ExamPrepHome({ product }: { product: LearnerProduct }) {
  const lpId = product.id;
  const state = useProductState(lpId, SHOWS_FAILURE);
  const meta = useProductMeta(lpId, SHOWS_FAILURE);
  const tree = useMemo(() => (meta.data ? indexMeta(meta.data) : null), [meta.data]);

  let main: ReactNode;
  if (state.isError || meta.isError) main = <ContentFailure error={state.error ?? meta.error} />;
  else if (!state.data || !tree) main = <PageLoader />;
  else {
    const containers = childrenOf(tree, tree.rootId);
    const render = (node: MetaNode) => <Container key={node.id} lpId={lpId} node={node} tree={tree} state={state.data} />;
    const right = containers.filter((c) => c.metadata.DESKTOP_ALIGNMENT === 'RIGHT');
    const left = containers.filter((c) => c.metadata.DESKTOP_ALIGNMENT !== 'RIGHT');
    main = (
      <>
        <CourseMessage message={state.data.courseMessage} />
        <div className={classes.columns} data-has-right={right.length > 0 || undefined}>
          <div className={classes.column}>{left.map(render)}</div>
          {right.length > 0 && <div className={classes.column}>{right.map(render)}</div>}
        </div>
      </>
    );
  }
  return (
    <CourseLayout sidebar={<CourseSidebar lpId={lpId} variant="examPrep" />}>
      <CourseEntryCheck product={product} />
      <PhotoIdOffer product={product} />
      {main}
    </CourseLayout>
  );
}

interface ContainerProps {
  lpId: number;
  node: MetaNode;
  tree: CourseTree;
  state: ProductState;
}

function Container({ lpId, node, tree, state }: ContainerProps) {
  const titleId = useId();
  const children = childrenOf(tree, node.id);
  const derived = (id: number) => state.derivedDataMap[String(id)] ?? {};
  let body: ReactNode;
  if (node.type === 'GAUGE_CONTAINER') {
    body = (
      <div className={classes.gauges}>
        {children.map((g) => (
          <ExamGauge key={g.id} lpId={lpId} node={g} derived={derived(g.id)} />
        ))}
      </div>
    );
  } else if (node.type === 'TOPICS') {
    body = (
      <>
        {state.effortBreakdowns.length > 0 && <EffortKey breakdowns={state.effortBreakdowns} />}
        <ul className={classes.topics}>
          {children.map((topic) => (
            <li key={topic.id}>
              <TopicCard
                lpId={lpId}
                node={topic}
                status={state.componentStatusMap[String(topic.id)]}
                derived={derived(topic.id)}
              />
            </li>
          ))}
        </ul>
      </>
    );
  } else {
    const current = pathToRoot(tree, state.currentNodeId);
    const item = tocItemFromMeta(tree, state, current, node.id, 2);
    body = item ? <TocList lpId={lpId} items={item.children} depth={1} /> : null;
  }
  return (
    <section aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId} mb={4}>
        {node.title}
      </Title>
      {node.description && (
        <Text size="sm" c="dimmed" mb="sm">
          {node.description}
        </Text>
      )}
      {body}
    </section>
  );
}
