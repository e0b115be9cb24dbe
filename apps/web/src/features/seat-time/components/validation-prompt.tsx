import '@mantine/core/styles/Input.css';
import { Button, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerSecurityQuestion } from '@/features/security-question/public/answer-security-question';
import { securityQuestionKey } from '@/features/security-question/public/security-questions';
import { AlertDialog } from '@/shared/ui/alert-dialog';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { useValidation, validationQueryOptions } from '../api/get-validation';

/**
 * The personal validation question a bound profile asks at drawn times (issue 27, decisions 0178, 0193): the server
 * opens it and keeps its clock; this asks it, with the time allowed, and says what a miss or the failure limit did.
 * No way to put it off: the question waits until answered or timed out. Loaded lazily, only for such courses.
 */
export function ValidationPrompt({ lpId, onFailed }: { lpId: number; onFailed: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const status = useValidation(lpId).data;
  const [notice, setNotice] = useState<'missed' | 'failed' | null>(null);
  const seen = useRef({ timeouts: 0, failed: false, loaded: false });

  useEffect(() => {
    if (!status) return;
    const before = seen.current;
    // The first reading is where the learner stands; only what changes while they study is announced.
    if (before.loaded && status.failed && !before.failed) setNotice('failed');
    else if (before.loaded && status.timeouts > before.timeouts) setNotice('missed');
    seen.current = { timeouts: status.timeouts, failed: status.failed, loaded: true };
  }, [status]);

  const refresh = () => client.invalidateQueries({ queryKey: validationQueryOptions(lpId).queryKey });
  const question = status && !status.failed && notice === null ? status.question : null;

  return (
    <>
      {question !== null && status?.deadline && (
        <ValidationQuestionDialog
          key={status.deadline}
          question={question}
          seconds={status.secondsLeft ?? 0}
          onAnswered={refresh}
        />
      )}
      <AlertDialog
        opened={notice !== null}
        role="alertdialog"
        title={t(notice === 'failed' ? 'validation.failedTitle' : 'validation.missedTitle')}
        onClose={() => {
          setNotice(null);
          if (notice === 'failed') onFailed();
        }}
        actions={
          <Button
            onClick={() => {
              setNotice(null);
              if (notice === 'failed') onFailed();
            }}
          >
            {t('validation.ok')}
          </Button>
        }
      >
        <Text>{t(notice === 'failed' ? 'validation.failed' : 'validation.missed')}</Text>
      </AlertDialog>
    </>
  );
}

function ValidationQuestionDialog({
  question: first,
  seconds,
  onAnswered,
}: {
  question: number;
  /** Seconds allowed as the server counted them when it answered (it alone decides what is in time). */
  seconds: number;
  onAnswered: () => void;
}) {
  const { t } = useTranslation();
  const [question, setQuestion] = useState(first);
  const [answer, setAnswer] = useState('');
  const [incorrect, setIncorrect] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const formId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!answer.trim() || pending) return;
    setPending(true);
    setError(null);
    try {
      const reply = await answerSecurityQuestion({ question, answer: answer.trim() });
      if (reply.result) return onAnswered();
      setIncorrect(true);
      setAnswer('');
      // Asked again here; the next poll says whether the wrong answers reached the failure limit.
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
      role="alertdialog"
      title={t('validation.title')}
      // Escape does not put the question off: it stays until answered or timed out.
      onClose={() => undefined}
      actions={
        <Button type="submit" form={formId} disabled={!answer.trim()} loading={pending}>
          {t('validation.submit')}
        </Button>
      }
    >
      <form id={formId} onSubmit={onSubmit}>
        <Text mb="xs">{t('validation.intro', { count: seconds })}</Text>
        {incorrect && (
          <Text c="red.9" fw={600} role="alert" mb="xs">
            {t('validation.incorrect')}
          </Text>
        )}
        {error != null && (
          <Text c="red.9" role="alert" mb="xs">
            {httpErrorText(error)}
          </Text>
        )}
        <TextInput
          label={t(securityQuestionKey(question))}
          value={answer}
          onChange={(e) => setAnswer(e.currentTarget.value)}
          autoComplete="off"
          data-autofocus
        />
      </form>
    </AlertDialog>
  );
}
