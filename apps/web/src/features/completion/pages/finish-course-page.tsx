import type { CompletionStatus } from '@continuum/contracts';
import { Button, Container, Group, Text, Title } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { SecurityQuestionDialog } from '@/features/security-question/public/security-question-dialog';
import { isSecurityQuestion } from '@/features/security-question/public/security-questions';
import { formatShortDate } from '@/shared/format/dates';
import { paths } from '@/shared/paths';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageLoader } from '@/shared/ui/page-loader';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { useFinishProduct } from '../api/finish-product';
import { useCompletion } from '../api/get-completion';
import '@mantine/core/styles/Container.css';

/** What the page gives the survey modal (drawn by the survey feature; the app composes the two). */
export interface SurveySlotProps {
  lpId: number;
  surveyKey: CompletionStatus['surveyKey'];
  required: boolean;
  onDone: () => void;
  onClose: () => void;
}

/** What the page gives the advertisement viewer shown once the product is completed here (001 §4). */
export interface AdvertisementSlotProps {
  lpId: number;
  /** The viewer was closed, or the product has no advertisement. */
  onDone: () => void;
}

/** Navigation state the final affidavit page leaves when it returns here after acceptance. */
export interface FinishPageState {
  affidavitAccepted?: boolean;
}

interface FinishCoursePageProps {
  /** finish: the course completion (001 §4 finishCourse); survey: the survey a final exam asks for first. */
  mode: 'finish' | 'survey';
  renderSurvey: (props: SurveySlotProps) => ReactNode;
  renderAdvertisement?: (props: AdvertisementSlotProps) => ReactNode;
}

const TONES: Partial<Record<CompletionStatus['step'], 'success' | 'error' | 'info' | 'warning'>> = {
  COMPLETE: 'success',
  COMPLETE_FAIL: 'error',
  PENDING_SIGNATURE: 'info',
  AFFIDAVIT: 'info',
  NOT_FINISHED: 'info',
  MIN_COURSE_TIME_NOT_MET: 'warning',
  MIN_CALENDAR_DAYS_NOT_MET: 'warning',
  FINAL_EXAM_REQUIRED: 'warning',
};

/**
 * The course completion (001 §4): the survey when required and not done, else the final affidavit, else the
 * proctor signature (the product is marked pending signature), else the product is completed and its advertisement
 * shown. The survey and the affidavit come after a security question when the server reports one waiting. The
 * server decides each step; this page follows it. A failed course (COMPLETE_FAIL) is said as such, never congratulated.
 */
export function FinishCoursePage({ mode, renderSurvey, renderAdvertisement }: FinishCoursePageProps) {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('survey.finish.title'));
  const lpId = Number(useParams().lpId);
  const [params] = useSearchParams();
  const returnTo = Number(params.get('returnTo'));
  const affidavitAccepted = (useLocation().state as FinishPageState | null)?.affidavitAccepted === true;
  const navigate = useNavigate();
  const status = useCompletion(lpId);
  const finish = useFinishProduct(lpId);
  // The finishing step last asked for: each READY step is asked once, but a mark that answers another READY step
  // (pending signature answering READY) goes on to that one (issue 25 #27).
  const started = useRef<CompletionStatus['step'] | null>(null);
  // The advertisement follows a completion made on this visit (001 §4 "mark the product complete and show the advertisement").
  const [advertisement, setAdvertisement] = useState<'none' | 'showing' | 'done'>('none');
  const advertisementDone = useCallback(() => setAdvertisement('done'), []);
  const certificate = useRef<HTMLAnchorElement>(null);
  const step = status.data?.step;
  const home = paths.productHome.href({ lpId });
  const back = mode === 'survey' && Number.isInteger(returnTo) && returnTo > 0 ? paths.lc.href({ lpId, nodeId: returnTo }) : home;

  useEffect(() => {
    if (mode !== 'finish' || finish.isPending || started.current === step) return;
    if (step === 'READY' || step === 'READY_PENDING_SIGNATURE') {
      started.current = step;
      finish.mutate(step === 'READY' ? 'complete' : 'pendingSignature', {
        onSuccess: (reply) => {
          if (reply.step === 'COMPLETE') setAdvertisement('showing');
        },
        onSettled: () => void status.refetch(),
      });
    }
  }, [mode, step, finish, status]);

  useEffect(() => {
    // After the advertisement, focus goes to what comes next: the certificate.
    if (advertisement === 'done') certificate.current?.focus();
  }, [advertisement]);

  useEffect(() => {
    // The survey before a final exam: once done (or when there is none), back to the exam.
    if (mode === 'survey' && status.data && (status.data.surveyDone || !status.data.surveyExists))
      navigate(back, { replace: true });
  }, [mode, status.data, navigate, back]);

  const accepted = affidavitAccepted && <MessageAlert tone="success">{t('survey.finish.affidavitAccepted')}</MessageAlert>;
  if (status.isPending)
    return (
      <>
        {accepted}
        <PageLoader />
      </>
    );
  if (status.isError)
    return (
      <>
        {accepted}
        <QueryErrorAlert error={status.error} onRetry={() => void status.refetch()} />
      </>
    );
  const s = status.data;
  const question = isSecurityQuestion(s.securityQuestion) ? s.securityQuestion : null;
  const surveyDue = mode === 'survey' ? s.surveyExists && !s.surveyDone : s.step === 'SURVEY';
  const tone = TONES[s.step];
  return (
    <Container size="md" py="lg">
      <Title order={1} mb="md">
        {s.courseTitle}
      </Title>
      {accepted}
      {question !== null && (
        // The survey and the final affidavit come "after a security question if required" (001 §4).
        <SecurityQuestionDialog
          key={s.step}
          question={question}
          onPassed={() => void status.refetch()}
          onClose={() => navigate(back)}
        />
      )}
      {question === null &&
        surveyDue &&
        renderSurvey({
          lpId,
          surveyKey: s.surveyKey,
          required: s.surveyRequired,
          onDone: () => {
            if (mode === 'survey') navigate(back, { replace: true });
            else void status.refetch();
          },
          onClose: () => navigate(back),
        })}
      {finish.isError && (
        <MessageAlert tone="error">
          {t(finish.variables === 'pendingSignature' ? 'survey.finish.errors.pendingSignature' : 'survey.finish.errors.complete')}
        </MessageAlert>
      )}
      {mode === 'finish' && tone && (
        <MessageAlert tone={tone} title={t(`survey.finish.${s.step}.title`)}>
          <Text>
            {t(`survey.finish.${s.step}.message`, {
              minutes: s.minimumTimeRemainingMinutes ?? 0,
              date: s.earliestCompletionDay ? formatShortDate(s.earliestCompletionDay, i18n.language) : '',
            })}
          </Text>
        </MessageAlert>
      )}
      {mode === 'finish' && (s.step === 'READY' || s.step === 'READY_PENDING_SIGNATURE') && !finish.isError && <PageLoader />}
      {s.step === 'COMPLETE' && advertisement === 'showing' && renderAdvertisement?.({ lpId, onDone: advertisementDone })}
      <Group>
        {mode === 'finish' && s.step === 'AFFIDAVIT' && question === null && (
          <Button component={Link} to={paths.finalAffidavit.href({ lpId })}>
            {t('survey.finish.completeAffidavit')}
          </Button>
        )}
        {mode === 'finish' && s.step === 'COMPLETE' && (
          <Button ref={certificate} component={Link} to={paths.certificate.href({ lpId })}>
            {t('survey.finish.certificate')}
          </Button>
        )}
        <Button component={Link} to={back} variant="default">
          {t(mode === 'survey' ? 'survey.finish.backToExam' : 'survey.finish.home')}
        </Button>
      </Group>
    </Container>
  );
}
