import '@mantine/core/styles/List.css';
import type { NodeView } from '@continuum/contracts';
import { List, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NodeBanners } from '@/features/course/public/node-banners';
import { paths } from '@/shared/paths';
import { AppLink } from '@/shared/ui/app-link';
import { PageTitle } from '@/shared/ui/page-title';
import { fullTitle } from '../model/course-tree';
import { CompleteAndContinue } from './complete-and-continue';

/** OBJECTIVES is one text with each objective after a '*' (001 §2 Intro page). */
export function splitObjectives(text: string | undefined): string[] {
  return (text ?? '')
    .split('*')
    .map((o) => o.trim())
    .filter((o) => o.length > 0);
}

/**
 * Intro page (001 §2): introduction, objectives and a next-step button that completes the introduction and
 * moves on. `node` is the UNIT_INTRODUCTION (or, for a unit without one, the unit itself).
 */
export function IntroView({ lpId, node }: { lpId: number; node: NodeView }) {
  const { t } = useTranslation();
  const id = useId();
  const objectives = splitObjectives(node.metadata.OBJECTIVES);
  const introduction = node.metadata.INTRODUCTION ?? node.description;
  const isLeaf = node.children.length === 0;
  return (
    <>
      <PageTitle>{fullTitle(node)}</PageTitle>
      <NodeBanners node={node} />
      <section aria-labelledby={`${id}-introduction`}>
        <Title order={2} size="h3" id={`${id}-introduction`} mb="xs">
          {t('course.intro.introduction')}
        </Title>
        {introduction && <Text mb="lg">{introduction}</Text>}
      </section>
      <section aria-labelledby={`${id}-objectives`}>
        <Title order={2} size="h3" id={`${id}-objectives`} mb="xs">
          {t('course.intro.objectives')}
        </Title>
        {objectives.length === 0 ? (
          <Text mb="lg">{t('course.intro.noObjectives')}</Text>
        ) : (
          <List mb="lg" spacing="xs">
            {objectives.map((objective) => (
              <List.Item key={objective}>{objective}</List.Item>
            ))}
          </List>
        )}
      </section>
      {isLeaf ? (
        <CompleteAndContinue lpId={lpId} nodeId={node.id} completed={node.completed} nextStep={node.nextStep} />
      ) : (
        <AppLink to={paths.lc.href({ lpId, nodeId: node.id })}>{t('course.lc.continue')}</AppLink>
      )}
    </>
  );
}
