import '@mantine/core/styles/Paper.css';
import type { LcReply, LearnerProduct, NodeView } from '@continuum/contracts';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NodeBanners } from '@/features/course/public/node-banners';
import { paths } from '@/shared/paths';
import { AppLink } from '@/shared/ui/app-link';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageTitle } from '@/shared/ui/page-title';
import { fullTitle, tocItemFromView } from '../model/course-tree';
import { unitExamOutcome } from '../model/unit-exam';
import { InstructorContact } from './instructor-contact';
import { NodeResourcesBox } from './node-resources-box';
import { TocList } from './toc-list';

const notRequired = (n: NodeView) =>
  n.optionalInfo.optional || n.optionalInfo.ancestorOptional || n.exemptInfo.exempt || n.exemptInfo.ancestorExempt;

/** The child 'Continue where left off' opens: the current one, else the first open, unfinished, required one. */
export function continueChild(unit: NodeView): NodeView | undefined {
  const open = unit.children.filter((c) => !c.locked && !c.completed);
  return open.find((c) => c.current) ?? open.find((c) => !notRequired(c)) ?? open[0];
}

/**
 * Unit page (001 §2), also used for sections: banners, instructor contact, the unit message, the
 * continue buttons, the outline (the unit's table of contents) and the way back home.
 */
export function UnitView({ lpId, reply, product }: { lpId: number; reply: LcReply; product?: LearnerProduct }) {
  const { t } = useTranslation();
  const outlineId = useId();
  const { node } = reply;
  const items = node.children.map((c) => tocItemFromView(c, node.enforcesProgression));
  const next = continueChild(node);
  const last = node.children.at(-1);
  const exam = last?.type === 'EXAM' ? last : undefined;
  const outcome = exam ? unitExamOutcome(exam) : 'notTaken';
  const lessonsDone =
    exam !== undefined &&
    !exam.completed &&
    outcome === 'notTaken' &&
    node.children.filter((c) => c !== exam && !notRequired(c)).every((c) => c.completed);
  const failed = node.status === 'COMPLETE_FAIL' || outcome === 'retake' || outcome === 'noAttemptsLeft';
  // 'Continue where left off' opens the current child; the exam has its own button (continueExamBtnText),
  // which reads Retake after a failed attempt while attempts remain.
  const leftOff = !node.completed && next !== exam ? next : undefined;
  const examButton = exam !== undefined && !exam.locked && (outcome === 'retake' || (!node.completed && next === exam));

  return (
    <Stack gap="md">
      <div>
        <PageTitle>{fullTitle(node)}</PageTitle>
        <NodeBanners node={node} />
        {node.description && (
          <Paper withBorder p="md" radius="md" bg="var(--mantine-color-blue-light)">
            <Group gap="sm" align="flex-start" wrap="nowrap">
              <InfoIcon />
              <Text>{node.description}</Text>
            </Group>
          </Paper>
        )}
      </div>

      {node.completed && !failed && (
        <MessageAlert tone="success">{t('course.unit.messages.completed', { title: fullTitle(node) })}</MessageAlert>
      )}
      {failed && exam && outcome !== 'noAttemptsLeft' && (
        <MessageAlert tone="warning">{t('course.unit.messages.examFailed', { title: exam.title })}</MessageAlert>
      )}
      {failed && exam && outcome === 'noAttemptsLeft' && (
        <MessageAlert tone="warning">
          {t('course.unit.messages.examFailedFinal', { title: exam.title })}{' '}
          {exam.metadata.MAX_RETAKES_REACHED_MESSAGE?.trim() || t('course.unit.messages.maxAttemptsReached')}
        </MessageAlert>
      )}
      {!node.completed && lessonsDone && <MessageAlert tone="info">{t('course.unit.messages.lessonsDone')}</MessageAlert>}

      <Group>
        {node.completed && (
          <Button
            size="md"
            component={Link}
            to={node.nextStep ? paths.lc.href({ lpId, nodeId: node.nextStep.id }) : paths.productHome.href({ lpId })}
          >
            {t('course.unit.continue')}
          </Button>
        )}
        {leftOff && (
          <Button size="md" component={Link} to={paths.lc.href({ lpId, nodeId: leftOff.id })}>
            {t('course.unit.continueLeftOff')}
          </Button>
        )}
        {examButton && (
          <Button
            size="md"
            variant={leftOff || node.completed ? 'default' : 'filled'}
            component={Link}
            to={paths.lc.href({ lpId, nodeId: exam.id })}
          >
            {t(outcome === 'retake' ? 'course.unit.retake' : 'course.unit.continueExam')}
          </Button>
        )}
      </Group>

      <section aria-labelledby={outlineId}>
        <Title order={2} size="h3" id={outlineId} mb="sm">
          {t('course.unit.outline')}
        </Title>
        <TocList lpId={lpId} items={items} depth={1} />
      </section>

      <NodeResourcesBox lpId={lpId} title={t('course.unit.resources')} node={node} />
      {product && (
        <InstructorContact product={product} available={reply.contactInstructor.available} lpId={lpId} nodeId={node.id} />
      )}
      <AppLink to={paths.productHome.href({ lpId })}>{t('course.lc.returnHome')}</AppLink>
    </Stack>
  );
}

function InfoIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" style={{ flex: 'none' }}>
      <circle cx="12" cy="12" r="10" fill="none" stroke="var(--mantine-color-blue-7)" strokeWidth="2" />
      <path d="M12 10.5v6M12 7.5v.01" stroke="var(--mantine-color-blue-7)" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
