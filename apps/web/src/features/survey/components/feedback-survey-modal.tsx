import type { SurveyResponseBody } from '@continuum/contracts';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/http/api-error';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageLoader } from '@/shared/ui/page-loader';
import { type SurveyKey, useSurveyInfo } from '../api/get-survey-info';
import { useSubmitSurvey } from '../api/submit-survey';
import { SurveyForm } from './survey-form';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';

export interface FeedbackSurveyModalProps {
  lpId: number;
  surveyKey: SurveyKey;
  required: boolean;
  /** After the response is stored (or skipped). */
  onDone: () => void;
  onClose: () => void;
}

/** The feedback survey modal of 002 §2, titled Course Survey: the learner's survey, then the completion goes on. */
export function FeedbackSurveyModal({ lpId, surveyKey, required, onDone, onClose }: FeedbackSurveyModalProps) {
  const { t } = useTranslation();
  // The learner product's rules decide whether Skip is offered (SC_FEEDBACK_SURVEY_ALLOW_SKIP).
  const info = useSurveyInfo(surveyKey, lpId);
  const submit = useSubmitSurvey(lpId);
  const send = (body: SurveyResponseBody) => submit.mutate(body, { onSuccess: onDone });
  return (
    <Modal opened onClose={onClose} title={t('survey.title')} size="lg" closeButtonProps={{ 'aria-label': t('survey.close') }}>
      {info.isPending && <PageLoader />}
      {info.isError && <MessageAlert tone="error">{t('survey.errors.load')}</MessageAlert>}
      {submit.isError && <MessageAlert tone="error">{surveyErrorText(t, submit.error)}</MessageAlert>}
      {info.data && (
        <SurveyForm
          questions={info.data.questions}
          description={info.data.description}
          footer={info.data.footer}
          required={required}
          allowSkip={info.data.allowSkip}
          submitting={submit.isPending}
          onSubmit={send}
        />
      )}
    </Modal>
  );
}

/** The survey's error handler (002 §8): a known refusal by its code, anything else a general text. */
export function surveyErrorText(t: (key: string) => string, error: unknown): string {
  const code = error instanceof ApiError ? error.code : undefined;
  if (code === 'SURVEY_ANSWER_REQUIRED' || code === 'SURVEY_SKIP_NOT_ALLOWED' || code === 'SURVEY_ALREADY_SUBMITTED')
    return t(`survey.errors.${code}`);
  return t('survey.errors.submit');
}
