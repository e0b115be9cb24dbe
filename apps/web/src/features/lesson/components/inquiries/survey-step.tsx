import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import { limits, US_STATES } from '@continuum/contracts';
import { Button, Fieldset, Group, NativeSelect, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isIsoDate } from '@/shared/format/dates';
import type { PublicSurveyStep, SurveyEntry } from './survey-steps';

/** Survey and chat texts share the spec's message cap (001 §5; the server's ANSWER_TEXT_MAX). */
const TEXT_MAX = limits.chatMessageMax;

interface Props {
  step: PublicSurveyStep;
  disabled: boolean;
  /** The step's answer, and how to show it in the list of answers. */
  onAnswer: (entry: SurveyEntry, shown: string) => void;
}

/**
 * One survey step, answered the way its surveyChoiceType says (001 §5): BUTTON by pressing (one of its
 * options, or the step itself), CHOICE and STATE by a selection, DATE by a date, TEXT by some text. The
 * Continue button stays disabled until the answer is valid; the server checks it again.
 */
export function SurveyStep({ step, disabled, onAnswer }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');

  if (step.surveyChoiceType === 'BUTTON') {
    if (step.options.length === 0)
      return (
        <Button variant="default" disabled={disabled} onClick={() => onAnswer({ stepId: step.id }, step.text)}>
          {step.text}
        </Button>
      );
    return (
      <Fieldset legend={step.text}>
        <Group gap="xs">
          {step.options.map((o) => (
            <Button
              key={o.id}
              variant="default"
              disabled={disabled}
              onClick={() => onAnswer({ stepId: step.id, optionId: o.id }, o.text)}
            >
              {o.text}
            </Button>
          ))}
        </Group>
      </Fieldset>
    );
  }

  const trimmed = value.trim();
  const valid =
    step.surveyChoiceType === 'DATE' ? isIsoDate(trimmed) : step.surveyChoiceType === 'TEXT' ? trimmed.length > 0 : value !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || disabled) return;
    if (step.surveyChoiceType === 'CHOICE') {
      const option = step.options.find((o) => o.id === value);
      if (option) onAnswer({ stepId: step.id, optionId: option.id }, option.text);
      return;
    }
    const shown =
      step.surveyChoiceType === 'STATE'
        ? (US_STATES.find((s) => s.code === value)?.name ?? value)
        : step.surveyChoiceType === 'DATE'
          ? t('inquiry.survey.dateAnswer', { date: trimmed })
          : trimmed;
    onAnswer({ stepId: step.id, value: trimmed }, shown);
  };

  let input: ReactNode;
  switch (step.surveyChoiceType) {
    case 'CHOICE':
      input = (
        <Radio.Group label={step.text} value={value || null} onChange={setValue}>
          <Stack gap="xs" mt="xs">
            {step.options.map((o) => (
              <Radio key={o.id} value={o.id} label={o.text} disabled={disabled} />
            ))}
          </Stack>
        </Radio.Group>
      );
      break;
    case 'STATE':
      input = (
        <NativeSelect
          label={step.text}
          value={value}
          disabled={disabled}
          onChange={(event) => setValue(event.currentTarget.value)}
          data={[
            { value: '', label: t('inquiry.survey.selectState') },
            ...US_STATES.map((s) => ({ value: s.code, label: s.name })),
          ]}
        />
      );
      break;
    case 'DATE':
      input = (
        <TextInput
          type="date"
          label={step.text}
          value={value}
          disabled={disabled}
          onChange={(e) => setValue(e.currentTarget.value)}
        />
      );
      break;
    case 'TEXT':
      input = (
        <Textarea
          label={step.text}
          value={value}
          maxLength={TEXT_MAX}
          minRows={3}
          w="100%"
          disabled={disabled}
          onChange={(e) => setValue(e.currentTarget.value)}
        />
      );
      break;
  }

  return (
    <form aria-label={step.text} onSubmit={submit}>
      <Stack gap="xs" align="flex-start">
        {input}
        <Button type="submit" disabled={!valid || disabled}>
          {t('inquiry.survey.continue')}
        </Button>
      </Stack>
    </form>
  );
}
