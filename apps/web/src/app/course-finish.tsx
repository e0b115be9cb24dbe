import { useSearchParams } from 'react-router';
import {
  type AdvertisementSlotProps,
  FinishCoursePage,
  type SurveySlotProps,
} from '@/features/completion/pages/finish-course-page';
import { FeedbackSurveyModal } from '@/features/survey/components/feedback-survey-modal';
import { CompletionAdvertisement } from './completion-advertisement';

// Features never import each other's pages: the app puts the survey feature's modal and the course feature's
// advertisement viewer into the completion page.
const renderSurvey = (props: SurveySlotProps) => <FeedbackSurveyModal {...props} />;
const renderAdvertisement = (props: AdvertisementSlotProps) => <CompletionAdvertisement {...props} />;

/**
 * /lp/{lpId}/finish: the course completion (001 §4 finishCourse); with ?returnTo={examNodeId}, the course survey a
 * final exam asks for first (SURVEY_FIRST), which returns to the exam (decision 0092).
 */
export function CourseFinishPage() {
  const [params] = useSearchParams();
  return (
    <FinishCoursePage
      mode={params.has('returnTo') ? 'survey' : 'finish'}
      renderSurvey={renderSurvey}
      renderAdvertisement={renderAdvertisement}
    />
  );
}
