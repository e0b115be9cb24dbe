import '@mantine/core/styles/Input.css';
import { SECURITY_QUESTIONS_HELD } from '@continuum/contracts';
import { Button, Text, TextInput } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/http/api-error';
import { AlertDialog } from '@/shared/ui/alert-dialog';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { answerSecurityQuestion } from './answer-security-question';
import { securityQuestionKey } from './security-questions';

interface SecurityQuestionDialogProps {
  /** The question number (1-4) to ask first. */
  question: number;
  onPassed: () => void;
  onClose: () => void;
}

/**
 * The security question (001 §4): the answer button is enabled only once something is typed (§5); a
 * wrong answer shows 'Incorrect!' and the question the server asks next (the same one, decision 0108), a right one
 * closes and continues. Past the wrong-answer limit the server holds the course (429 SECURITY_QUESTIONS_HELD): the
 * dialog says so and takes no more answers. Any other failed request shows the HTTP error text. Back closes it
 * without an answer (the page stays as it was).
 */
export function SecurityQuestionDialog({ question: first, onPassed, onClose }: SecurityQuestionDialogProps) {
  const { t } = useTranslation();
  const [question, setQuestion] = useState(first);
  const [answer, setAnswer] = useState('');
  const [incorrect, setIncorrect] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const formId = useId();
  const held = isApiError(error) && error.code === SECURITY_QUESTIONS_HELD;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!answer.trim() || pending) return;
    setPending(true);
    setError(null);
    try {
      const reply = await answerSecurityQuestion({ question, answer: answer.trim() });
      if (reply.result) return onPassed();
      setIncorrect(true);
      setAnswer('');
      if (reply.nextQuestion != null) setQuestion(reply.nextQuestion);
    } catch (e) {
      setError(e);
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog
      opened
      title={t('global.security.title')}
      onClose={onClose}
      actions={
        <>
          {/* A way back to the page (issue 25 item 24): nothing is recorded, the question is asked again next time. */}
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('global.security.back')}
          </Button>
          <Button type="submit" form={formId} disabled={!answer.trim() || held} loading={pending}>
            {t('global.security.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit}>
        {incorrect && (
          <Text c="red.9" fw={600} role="alert" mb="xs">
            {t('global.security.incorrect')}
          </Text>
        )}
        {error != null && (
          <Text c="red.9" role="alert" mb="xs">
            {held ? t('global.security.held') : httpErrorText(error)}
          </Text>
        )}
        <TextInput
          label={t(securityQuestionKey(question))}
          value={answer}
          onChange={(e) => setAnswer(e.currentTarget.value)}
          autoComplete="off"
          disabled={held}
          data-autofocus
        />
      </form>
    </AlertDialog>
  );
}
