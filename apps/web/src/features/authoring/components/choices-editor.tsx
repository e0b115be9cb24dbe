import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import { Fieldset, Group, Radio, Stack, TextInput } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface Choice {
  id: string;
  text: string;
  correct?: boolean;
  feedback?: string;
  [other: string]: unknown;
}

/** A multiple-choice question's choices: each one's text and feedback, and the one correct answer (a radio group). */
export function ChoicesEditor({ choices, onChange }: { choices: Choice[]; onChange: (next: Choice[]) => void }) {
  const { t } = useTranslation();
  const group = useId();
  const set = (index: number, patch: Partial<Choice>) => onChange(choices.map((c, i) => (i === index ? { ...c, ...patch } : c)));
  return (
    <Stack gap="xs">
      <Radio.Group
        name={group}
        label={t('studio.question.correct')}
        value={choices.find((c) => c.correct)?.id ?? ''}
        onChange={(id) => onChange(choices.map((c) => ({ ...c, correct: c.id === id })))}
      >
        <Group mt="xs">
          {choices.map((c, i) => (
            <Radio key={c.id} value={c.id} label={t('studio.question.choiceN', { n: i + 1 })} />
          ))}
        </Group>
      </Radio.Group>
      {choices.map((c, i) => (
        <Fieldset key={c.id} legend={t('studio.question.choiceN', { n: i + 1 })}>
          <TextInput
            label={t('studio.question.choiceText', { n: i + 1 })}
            value={c.text}
            onChange={(e) => set(i, { text: e.currentTarget.value })}
          />
          <TextInput
            label={t('studio.question.choiceFeedback', { n: i + 1 })}
            value={c.feedback ?? ''}
            onChange={(e) => set(i, { feedback: e.currentTarget.value || undefined })}
          />
        </Fieldset>
      ))}
    </Stack>
  );
}
