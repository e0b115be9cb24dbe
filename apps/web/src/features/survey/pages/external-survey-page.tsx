import type { SurveyResponseBody } from '@continuum/contracts';
import { Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageLoader } from '@/shared/ui/page-loader';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { useExternalSurvey, useSubmitExternalSurvey } from '../api/external-survey';
import { surveyErrorText } from '../components/feedback-survey-modal';
import { SurveyForm } from '../components/survey-form';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';

/**
 * The externalsurvey route (002 §2): open, it opens a modal titled Course Survey for the enrolment named by
 * ?externalUserId=&externalEnrollmentId= (the external system's ids).
 */
export function ExternalSurveyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('survey.title'));
  const [params] = useSearchParams();
  const ids = {
    externalUserId: params.get('externalUserId') ?? '',
    externalEnrollmentId: params.get('externalEnrollmentId') ?? '',
  };
  const survey = useExternalSurvey(ids);
  const submit = useSubmitExternalSurvey(ids);
  const send = (body: SurveyResponseBody) => submit.mutate(body);
  const missing = ids.externalUserId === '' || ids.externalEnrollmentId === '';
  const done = submit.isSuccess || survey.data?.submitted;
  return (
    <Modal opened onClose={() => undefined} withCloseButton={false} title={t('survey.title')} size="lg">
      {missing && <MessageAlert tone="error">{t('survey.errors.notFound')}</MessageAlert>}
      {!missing && survey.isPending && <PageLoader />}
      {survey.isError && <MessageAlert tone="error">{t('survey.errors.notFound')}</MessageAlert>}
      {done && (
        <MessageAlert tone="success" title={t('survey.thanks.title')}>
          <Text>{t('survey.thanks.message')}</Text>
        </MessageAlert>
      )}
      {submit.isError && <MessageAlert tone="error">{surveyErrorText(t, submit.error)}</MessageAlert>}
      {survey.data && !done && (
        <SurveyForm
          questions={survey.data.questions}
          description={survey.data.description}
          footer={survey.data.footer}
          required={survey.data.rules.SC_FEEDBACK_SURVEY_REQUIRED?.toLowerCase() === 'yes'}
          allowSkip={survey.data.allowSkip}
          submitting={submit.isPending}
          onSubmit={send}
        />
      )}
    </Modal>
  );
}
