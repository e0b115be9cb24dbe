import { FinishCoursePage, type SurveySlotProps } from '@/features/completion/pages/finish-course-page';
import { FeedbackSurveyModal } from '@/features/survey/components/feedback-survey-modal';

// Features never import each other: the app puts the survey feature's modal into the completion page.
const renderSurvey = (props: SurveySlotProps) => <FeedbackSurveyModal {...props} />;

/** /lp/{lpId}/finish: the course completion (001 §4 finishCourse, decision 0092). */
export function CourseFinishPage() {
  return <FinishCoursePage mode="finish" renderSurvey={renderSurvey} />;
}

/** /lp/{lpId}/survey?returnTo={examNodeId}: the course survey a final exam asks for first (SURVEY_FIRST). */
export function CourseSurveyPage() {
  return <FinishCoursePage mode="survey" renderSurvey={renderSurvey} />;
}
