import type { ExamButton, ExamStatusReply } from '@continuum/contracts';
import { Anchor, Group, Stack } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { NodeViewProps } from '@/features/course/public/node-views';
import { paths } from '@/shared/paths';
import { AppLink } from '@/shared/ui/app-link';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageLoader } from '@/shared/ui/page-loader';
import { useExamStatus } from '../api/check-exam';
import { ExamIntro } from '../components/exam-intro';
import { ExamSubheader } from '../components/exam-subheader';
import { GatePrompt } from '../components/gate-prompts';
import { ResultsById } from '../components/results-by-id';
import { SittingView } from '../components/sitting-view';
import { StatusMessage } from '../components/status-message';
import { type GateStep, nextGate } from '../model/gate-steps';

/** Blocking statuses that explain a locked exam better than 'Exam is locked.' (002 §8). */
const LOCK_REASONS = new Set<ExamStatusReply['status']>([
  'INELIGIBLE',
  'MIN_COURSE_TIME_NOT_MET',
  'MIN_COURSE_TIME_NOT_MET_UNIT',
  'MIN_COURSE_TIME_NOT_MET_STUDY',
]);

type Mode = { kind: 'status' } | { kind: 'sitting'; retaking: boolean; key: number };

/**
 * The exam page (002 §2 intro / started / complete, §4 exam flow): GET api/exam/check drives it. A locked
 * exam says so; an attempt under way resumes at once (a reload lands back on the same question); a passed
 * final goes straight to its results; a blocking status shows its message; otherwise the intro, whose
 * Start runs the prompts (codes, driver's licence, POPUP_BEFORE_EXAM) before the first question.
 */
export function ExamPage({ lpId, reply, product }: NodeViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { node } = reply;
  // Asked even when locked: a status that says why (002 §8: time left, contact support) wins over 'Exam is locked.'.
  const status = useExamStatus(lpId, node.id, true);
  const [mode, setMode] = useState<Mode>({ kind: 'status' });
  const [gate, setGate] = useState<{ step: GateStep; passed: Set<GateStep>; retaking: boolean } | null>(null);
  const sittings = useRef(0);
  const label = node.optionalInfo.optional || node.optionalInfo.ancestorOptional ? t('exam.subheader.optional') : null;

  const sit = useCallback((retaking: boolean) => {
    sittings.current += 1;
    setGate(null);
    setMode({ kind: 'sitting', retaking, key: sittings.current });
  }, []);

  /** Start (or retake): each prompt still due, in order, then the first question. */
  const advance = useCallback(
    (s: ExamStatusReply, passed: Set<GateStep>, retaking: boolean) => {
      const step = nextGate(s, passed);
      if (step) setGate({ step, passed, retaking });
      else sit(retaking);
    },
    [sit],
  );

  const data = status.data;
  const resumable = data?.status === 'IN_PROGRESS' && data.canResume;
  useEffect(() => {
    // An attempt under way (a reload, another tab, a crash) continues where it is, clock still running.
    if (mode.kind === 'status' && resumable) sit(false);
  }, [mode.kind, resumable, sit]);

  const refetch = status.refetch;
  const backToStatus = useCallback(() => {
    setMode({ kind: 'status' });
    void refetch();
  }, [refetch]);

  const onAction = useCallback(
    async (action: ExamButton['buttonAction'], personAssessmentId?: number) => {
      switch (action) {
        case 'CONTINUE':
          return navigate(node.nextStep ? paths.lc.href({ lpId, nodeId: node.nextStep.id }) : paths.productHome.href({ lpId }));
        case 'RETAKE': {
          setMode({ kind: 'status' });
          const fresh = await refetch();
          if (fresh.data) advance(fresh.data, new Set(), true);
          return;
        }
        case 'REVIEW':
          // Straight to this attempt's review (002 §2: the history page's review of one attempt), in one click.
          return navigate(
            paths.lc.href({
              lpId,
              nodeId: node.id,
              step: 'examHistory',
              data: personAssessmentId ? String(personAssessmentId) : undefined,
            }),
          );
        case 'HISTORY':
          return navigate(paths.lc.href({ lpId, nodeId: node.id, step: 'examHistory' }));
        default:
          return navigate(paths.productHome.href({ lpId }));
      }
    },
    [navigate, node.nextStep, node.id, lpId, refetch, advance],
  );

  const explained = data?.status && LOCK_REASONS.has(data.status);
  if ((node.locked || data?.locked) && explained)
    return (
      <>
        <ExamSubheader title={data.title} label={label} />
        <StatusMessage status={data} />
      </>
    );
  if (node.locked && !status.isPending)
    return (
      <>
        <ExamSubheader title={node.title} label={label} />
        <MessageAlert tone="info">{t('exam.locked')}</MessageAlert>
      </>
    );
  if (status.isError)
    return (
      <>
        <ExamSubheader title={node.title} label={label} />
        {/* 002 §8: a container's resolve failure is titled 'Error!'. */}
        <MessageAlert tone="error" title={t('exam.errors.resolveTitle')}>
          {httpErrorText(status.error)}
        </MessageAlert>
      </>
    );
  if (!data) return <PageLoader />;
  if (data.locked)
    return (
      <>
        <ExamSubheader title={data.title} label={label} />
        <MessageAlert tone="info">{t('exam.locked')}</MessageAlert>
      </>
    );

  if (mode.kind === 'sitting')
    return (
      <SittingView
        key={mode.key}
        lpId={lpId}
        status={data}
        retaking={mode.retaking}
        standardProduct={product?.type !== 'EXAM_PREP'}
        rules={product?.rules}
        label={label}
        onAction={onAction}
        onStale={backToStatus}
      />
    );
  if (resumable) return <PageLoader />;
  // A passed final exam goes straight to its results (002 §4); a passed exam shows its latest result.
  if (data.status === 'PASS' && data.personAssessmentId !== null)
    return (
      <ResultsById
        title={data.title}
        label={label}
        personAssessmentId={data.personAssessmentId}
        onAction={onAction}
        proctorAffidavitRequired={data.proctorAffidavitRequired}
        lpId={lpId}
      />
    );

  const startable = data.canStart || data.canRetake;
  const retaking = data.attemptCount > 0 || !data.canStart;
  const hasHistory = data.examHistoryList.length > 0;
  return (
    <Stack gap="md">
      <ExamSubheader title={data.title} label={label} />
      <StatusMessage
        status={data}
        onResume={data.canResume ? () => sit(false) : undefined}
        onHome={() => navigate(paths.productHome.href({ lpId }))}
        onSurvey={() => navigate(paths.courseFinish.href({ lpId, returnTo: node.id }))}
      />
      {data.affidavitRequired && (
        // 002 §4 flow step 2: the affidavit prompt, when the status asks for one (the affidavit before the final, 0120).
        <MessageAlert tone="info" title={t('exam.status.AFFIDAVIT_FIRST.title')}>
          <Stack gap="xs">
            <span>{t('exam.status.AFFIDAVIT_FIRST.message')}</span>
            <AppLink to={paths.finalAffidavit.href({ lpId, returnTo: node.id })} fw={600}>
              {t('exam.status.AFFIDAVIT_FIRST.sign')}
            </AppLink>
          </Stack>
        </MessageAlert>
      )}
      {data.status !== 'PARTIALLY_COMPLETED' && (
        <ExamIntro
          status={data}
          completed={node.completed}
          starting={false}
          onStart={startable ? () => advance(data, new Set(), retaking) : null}
        />
      )}
      <Group gap="lg">
        {hasHistory && (
          <AppLink to={paths.lc.href({ lpId, nodeId: node.id, step: 'examHistory' })}>{t('exam.history.link')}</AppLink>
        )}
        {data.optional && node.nextStep && (
          <Anchor
            component="button"
            type="button"
            onClick={() => navigate(paths.lc.href({ lpId, nodeId: node.nextStep?.id ?? node.id }))}
          >
            {t('exam.intro.skip')}
          </Anchor>
        )}
      </Group>
      {gate && (
        <GatePrompt
          // One prompt per step: a mistyped access code must not leave the proctor prompt saying 'not correct'.
          key={gate.step}
          step={gate.step}
          status={data}
          onPassed={(step) => advance(data, new Set([...gate.passed, step]), gate.retaking)}
          onCancel={() => setGate(null)}
        />
      )}
    </Stack>
  );
}
