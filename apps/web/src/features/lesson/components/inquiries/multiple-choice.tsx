import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import type { MultipleChoiceAnswer } from '@continuum/contracts';
import { Checkbox, Radio, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceFeedback } from './choice-feedback';
import type { InquiryProps } from './inquiry-props';
import { publicChoices } from './inquiry-public-choices';

/**
 * MULTIPLE_CHOICE: radio buttons for one answer, checkboxes when several may be picked (`multiple`).
 * After the check each picked choice shows its feedback. Unticking the last box makes it unanswered again.
 */
export function MultipleChoiceInquiry({
  slide,
  answer,
  onAnswerChange,
  result,
  disabled,
}: InquiryProps<MultipleChoiceAnswer | undefined>) {
  const { t } = useTranslation();
  const choices = useMemo(() => publicChoices(slide.choices), [slide]);
  const picked = answer?.choiceIds ?? [];
  const feedback = result?.optionFeedback ?? {};
  const label = t(slide.multiple === true ? 'lesson.multipleChoice.labelMultiple' : 'lesson.multipleChoice.label');

  if (slide.multiple === true) {
    return (
      <Checkbox.Group
        label={label}
        value={picked}
        onChange={(ids) =>
          onAnswerChange(ids.length > 0 ? { choiceIds: choices.filter((c) => ids.includes(c.id)).map((c) => c.id) } : undefined)
        }
      >
        <Stack gap="xs" mt="xs">
          {choices.map((c) => (
            <div key={c.id}>
              <Checkbox value={c.id} label={c.text} disabled={disabled} />
              {picked.includes(c.id) && <ChoiceFeedback text={feedback[c.id]} />}
            </div>
          ))}
        </Stack>
      </Checkbox.Group>
    );
  }
  return (
    <Radio.Group label={label} value={picked[0] ?? null} onChange={(id) => onAnswerChange({ choiceIds: [id] })}>
      <Stack gap="xs" mt="xs">
        {choices.map((c) => (
          <div key={c.id}>
            <Radio value={c.id} label={c.text} disabled={disabled} />
            {picked.includes(c.id) && <ChoiceFeedback text={feedback[c.id]} />}
          </div>
        ))}
      </Stack>
    </Radio.Group>
  );
}
