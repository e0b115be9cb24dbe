import {
  FEEDBACK_SURVEY_FREE_RESPONSE_MAX,
  type FeedbackSurveyQuestion,
  FREE_RESPONSE,
  type SurveyResponseBody,
} from '@continuum/contracts';
import { Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';

interface SurveyFormProps {
  questions: FeedbackSurveyQuestion[];
  description?: string | null;
  footer?: string | null;
  /** 002 §5: a required survey needs every question with choices answered before Submit is enabled. */
  required: boolean;
  allowSkip: boolean;
  submitting: boolean;
  onSubmit: (body: SurveyResponseBody) => void;
}

/** A choice's label: the fixed answers are translated; a SCALE_n-m's numbers are shown as they are. */
function choiceLabel(t: (key: string) => string, choice: string) {
  return /^\d+$/.test(choice) ? choice : t(`survey.choice.${choice}`);
}

/** The feedback survey's questions (002 §3, §5): one radio group per choice question, a text box per free response. */
export function SurveyForm({ questions, description, footer, required, allowSkip, submitting, onSubmit }: SurveyFormProps) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const answerable = (q: FeedbackSurveyQuestion) => q.type !== FREE_RESPONSE && q.choice.length > 0;
  const complete = !required || questions.every((q, i) => !answerable(q) || Boolean(answers[i]));
  const set = (i: number, value: string) => setAnswers((a) => ({ ...a, [i]: value }));
  const submit = () =>
    onSubmit({
      skipped: false,
      feedbackSurveyResponse: questions.map((q, i) => ({ questionText: q.text, userResponse: answers[i]?.trim() || null })),
    });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (complete && !submitting) submit();
      }}
    >
      <Stack gap="md">
        {description && <Text>{description}</Text>}
        {questions.map((q, i) =>
          q.type === FREE_RESPONSE ? (
            <Textarea
              key={q.text}
              label={q.text}
              value={answers[i] ?? ''}
              maxLength={FEEDBACK_SURVEY_FREE_RESPONSE_MAX}
              description={t('survey.form.charactersLeft', {
                count: FEEDBACK_SURVEY_FREE_RESPONSE_MAX - (answers[i]?.length ?? 0),
              })}
              rows={3}
              onChange={(e) => set(i, e.currentTarget.value)}
            />
          ) : (
            <Radio.Group
              key={q.text}
              label={q.text}
              withAsterisk={required && answerable(q)}
              value={answers[i] ?? null}
              onChange={(v) => set(i, v)}
            >
              <Group mt="xs" gap="md">
                {q.choice.map((c) => (
                  <Radio key={c} value={c} label={choiceLabel(t, c)} />
                ))}
              </Group>
            </Radio.Group>
          ),
        )}
        {footer && (
          <Text size="sm" c="dimmed">
            {footer}
          </Text>
        )}
        <Group justify="flex-end">
          {allowSkip && (
            <Button
              variant="default"
              disabled={submitting}
              onClick={() => onSubmit({ skipped: true, feedbackSurveyResponse: [] })}
            >
              {t('survey.form.skip')}
            </Button>
          )}
          <Button type="submit" disabled={!complete} loading={submitting}>
            {t('survey.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
