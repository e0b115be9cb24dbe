import '@mantine/core/styles/Input.css';
import { limits, type TextEditAnswer } from '@continuum/contracts';
import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDraft } from './inquiry-draft';
import type { InquiryProps } from './inquiry-props';

const sameText = (a: string, b: string) => a.trim() === b.trim();

/** TEXT_EDIT: a free-text answer; blank text is no answer (the server refuses it too). */
export function TextEditInquiry({ answer, onAnswerChange, disabled }: InquiryProps<TextEditAnswer | undefined>) {
  const { t } = useTranslation();
  const [text, setText] = useDraft(answer, (a) => a?.text ?? '', sameText);
  return (
    <Textarea
      label={t('lesson.textEdit.label')}
      rows={2}
      // The server caps answer texts like a chat message (001 §5).
      maxLength={limits.chatMessageMax}
      value={text}
      disabled={disabled}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        onAnswerChange(next.trim() ? { text: next } : undefined);
      }}
    />
  );
}
