import type { ExamButton } from '@continuum/contracts';
import { useTranslation } from 'react-i18next';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageLoader } from '@/shared/ui/page-loader';
import { useExamResults } from '../api/get-exam-results';
import { ExamResults } from './exam-results';
import { ExamSubheader } from './exam-subheader';

/** The results of a finished attempt read from the server, or 'Error: Unable to fetch exam results.' (002 §8). */
export function ResultsById({
  title,
  label,
  personAssessmentId,
  onAction,
  proctorAffidavitRequired,
  lpId,
}: {
  title: string;
  label: string | null;
  personAssessmentId: number;
  onAction?: (action: ExamButton['buttonAction'], personAssessmentId: number) => void;
  proctorAffidavitRequired?: boolean;
  lpId?: number;
}) {
  const { t } = useTranslation();
  const results = useExamResults(personAssessmentId);
  let body: React.ReactNode;
  if (results.isError) body = <MessageAlert tone="error">{t('exam.results.fetchError')}</MessageAlert>;
  else if (!results.data) body = <PageLoader />;
  else
    body = (
      <ExamResults result={results.data} onAction={onAction} proctorAffidavitRequired={proctorAffidavitRequired} lpId={lpId} />
    );
  return (
    <>
      <ExamSubheader title={title} label={label} />
      {body}
    </>
  );
}
