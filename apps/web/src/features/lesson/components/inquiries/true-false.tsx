import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import type { TrueFalseAnswer } from '@continuum/contracts';
import { Group, Radio } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InquiryProps } from './inquiry-props';

/** TRUE_FALSE: the statement is the slide's content; the learner picks True or False. */
export function TrueFalseInquiry({ answer, onAnswerChange, disabled }: InquiryProps<TrueFalseAnswer>) {
  const { t } = useTranslation();
  const value = answer === undefined ? null : String(answer.value);
  return (
    <Radio.Group label={t('lesson.trueFalse.label')} value={value} onChange={(v) => onAnswerChange({ value: v === 'true' })}>
      <Group mt="xs">
        <Radio value="true" label={t('lesson.trueFalse.true')} disabled={disabled} />
        <Radio value="false" label={t('lesson.trueFalse.false')} disabled={disabled} />
      </Group>
    </Radio.Group>
  );
}
