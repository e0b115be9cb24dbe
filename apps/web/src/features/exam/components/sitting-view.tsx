import type { ExamButton, ExamStatusReply } from '@continuum/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LazyBiosigCheck } from '@/features/biosig/public/lazy-biosig-check';
import { SecurityQuestionDialog } from '@/features/security-question/public/security-question-dialog';
import { isSecurityQuestion } from '@/features/security-question/public/security-questions';
import { authEvents } from '@/shared/auth/auth-events';
import { paths } from '@/shared/paths';
import { PageLoader } from '@/shared/ui/page-loader';
import { courseQueriesOf, examKeys } from '../api/keys';
import { recordLeave } from '../api/record-leave';
import { conductOf } from '../model/conduct-rules';
import { useExamConduct } from '../model/use-exam-conduct';
import { useExamSitting } from '../model/use-exam-sitting';
import { LeaveAlertDialog, LeavePageDialog } from './conduct-dialogs';
import { ExamFailureDialog } from './exam-failure-dialog';
import { ExamResults } from './exam-results';
import { ExamSubheader } from './exam-subheader';
import { QuestionScreen } from './question-screen';
import { ResultsById } from './results-by-id';
import { TimeExpiredDialog } from './time-expired-dialog';

interface SittingViewProps {
  lpId: number;
  status: ExamStatusReply;
  retaking: boolean;
  standardProduct: boolean;
  rules: Readonly<Record<string, string>> | undefined;
  label: string | null;
  onAction: (action: ExamButton['buttonAction'], personAssessmentId: number) => void;
  onStale: () => void;
}

/**
 * One sitting, from the start (or resume) call to its results: the question screen, the failures of
 * 002 §8 and the final-exam conduct rules. Mounted afresh for every sitting.
 */
export function SittingView({ lpId, status, retaking, standardProduct, rules, label, onAction, onStale }: SittingViewProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sitting = useExamSitting({ lpId, componentId: status.componentId, retaking, onStale });
  const { result, reply, failure } = sitting;

  const over = Boolean(result) || failure?.kind === 'timeExpired' || failure?.kind === 'finished';
  const logout = useCallback(() => navigate(paths.logout.href()), [navigate]);
  const attemptId = reply?.personAssessmentId ?? status.personAssessmentId;
  const conduct = useExamConduct(Boolean(reply) && !over, conductOf(status.isFinal, rules), logout, {
    leaves: status.status === 'IN_PROGRESS' || status.status === 'PARTIALLY_COMPLETED' ? status.leaveCount : 0,
    record: () => (attemptId ? recordLeave(attemptId).then((r) => r.leaveCount) : Promise.resolve(undefined)),
  });

  useEffect(() => {
    // The attempt is graded: progress, gauges and this exam's status changed.
    if (!over) return;
    void queryClient.invalidateQueries({ queryKey: courseQueriesOf(lpId) });
    void queryClient.invalidateQueries({ queryKey: examKeys.exam(lpId, status.componentId) });
  }, [over, queryClient, lpId, status.componentId]);

  let body: React.ReactNode;
  if (result)
    body = (
      <>
        <ExamSubheader title={status.title} label={label} />
        <ExamResults result={result} onAction={onAction} proctorAffidavitRequired={status.proctorAffidavitRequired} lpId={lpId} />
      </>
    );
  else if (reply && failure?.kind === 'finished')
    body = (
      <ResultsById
        title={status.title}
        label={label}
        personAssessmentId={reply.personAssessmentId}
        onAction={onAction}
        proctorAffidavitRequired={status.proctorAffidavitRequired}
        lpId={lpId}
      />
    );
  else if (reply && failure?.kind === 'timeExpired') body = <ExamSubheader title={status.title} label={label} />;
  else if (reply) body = <QuestionScreen status={status} sitting={sitting} standardProduct={standardProduct} label={label} />;
  else body = <PageLoader />;

  return (
    <>
      {body}
      {!result && reply && failure?.kind === 'timeExpired' && <TimeExpiredDialog kind="maxTime" onSubmit={sitting.finish} />}
      {failure &&
        (failure.kind === 'temporary' ||
          failure.kind === 'unauthenticated' ||
          failure.kind === 'http' ||
          failure.kind === 'unknown') && (
          <ExamFailureDialog
            failure={failure}
            onRetry={sitting.retry}
            onDismiss={sitting.resync}
            onSignIn={() => {
              conduct.release();
              authEvents.emit('unauthorized');
            }}
          />
        )}
      {!over && !failure && reply?.securityQuestionNeeded && isSecurityQuestion(reply.securityQuestion) && (
        <SecurityQuestionDialog
          question={reply.securityQuestion}
          onPassed={sitting.securityQuestionPassed}
          onClose={sitting.dismissSecurityQuestion}
        />
      )}
      {!over && !failure && reply?.requiresBiosig && (
        // 002 §3: the server holds the attempt until a signature check of this attempt passes (decision 0091).
        <LazyBiosigCheck
          lpId={lpId}
          personAssessmentId={reply.personAssessmentId}
          onPassed={sitting.biosigPassed}
          onFailed={() => {
            conduct.release();
            logout();
          }}
        />
      )}
      <LeavePageDialog blocker={conduct.blocker} />
      {conduct.leaveAlert && <LeaveAlertDialog {...conduct.leaveAlert} onClose={conduct.dismissLeaveAlert} />}
    </>
  );
}
