import '@mantine/core/styles/Input.css';
import { Button, Stack, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Choice, ChoicesEditor } from './choices-editor';
import { ConflictNotice } from './conflict-notice';
import { SaveStatus } from './save-status';
import { useField, useItemSave } from './use-item-save';

interface Question {
  id: string;
  text?: string;
  choices?: Choice[];
  [other: string]: unknown;
}

/** One exam question (multiple choice): its text, choices, correct one and feedback; other fields kept as they are. */
export function QuestionEditor({
  productId,
  nodeKey,
  question,
  revision,
}: {
  productId: number;
  nodeKey: string;
  question: Question;
  revision: number;
}) {
  const { t } = useTranslation();
  const item = useItemSave(productId);
  const [text, setText] = useField(question.text ?? '', item.reloads);
  const [choices, setChoices] = useField<Choice[]>(question.choices ?? [], item.reloads);
  return (
    <section aria-label={t('studio.question.label', { id: question.id })}>
      <Title order={4} size="h5">
        {t('studio.question.label', { id: question.id })}
      </Title>
      <Stack gap="xs">
        <Textarea label={t('studio.question.text')} rows={2} value={text} onChange={(e) => setText(e.currentTarget.value)} />
        {choices.length > 0 && <ChoicesEditor choices={choices} onChange={setChoices} />}
        <Button
          loading={item.pending}
          onClick={() =>
            item.submit({
              kind: 'question',
              body: {
                nodeKey,
                questionId: question.id,
                revision,
                question: { ...question, text, ...(choices.length ? { choices } : {}) },
              },
            })
          }
        >
          {t('studio.question.save', { id: question.id })}
        </Button>
        <SaveStatus saved={item.saved} failure={item.failure} fieldErrors={item.fieldErrors} />
        {item.conflict && <ConflictNotice conflict={item.conflict} onReload={item.reload} />}
      </Stack>
    </section>
  );
}
