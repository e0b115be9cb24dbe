import { useSearchParams } from 'react-router';
import { FinishCoursePage, type SurveySlotProps } from '@/features/completion/pages/finish-course-page';
import { FeedbackSurveyModal } from '@/features/survey/components/feedback-survey-modal';

// Features never import each other: the app puts the survey feature's modal into the completion page.
const renderSurvey = (props: SurveySlotProps) => <FeedbackSurveyModal {...props} />;

/**
 * /lp/{lpId}/finish: the course completion (001 §4 finishCourse); with ?returnTo={examNodeId}, the course survey a
 * final exam asks for first (SURVEY_FIRST), which returns to the exam (decision 0092).
 */
export function CourseFinishPage() {
  const [params] = useSearchParams();
  return <FinishCoursePage mode={params.has('returnTo') ? 'survey' : 'finish'} renderSurvey={renderSurvey} />;
}
