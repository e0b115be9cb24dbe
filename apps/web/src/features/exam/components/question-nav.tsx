import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface QuestionNavProps {
  number: number;
  total: number;
  answered: boolean;
  disabled: boolean;
  /** false when the exam disables Previous (002 §4): the button is not shown at all. */
  showPrevious?: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** On the last question Next becomes Submit Exam, which opens the finish prompt (002 §4). */
  onSubmit: () => void;
}

/** Previous and Next (Submit Exam on the last question); Next waits for an answer (002 §4 rules). */
export function QuestionNav({
  number,
  total,
  answered,
  disabled,
  showPrevious = true,
  onPrevious,
  onNext,
  onSubmit,
}: QuestionNavProps) {
  const { t } = useTranslation();
  const last = number >= total;
  return (
    <nav aria-label={t('exam.nav.label')}>
      <Group justify="space-between" mt="md">
        {showPrevious ? (
          <Button variant="default" onClick={onPrevious} disabled={number <= 1 || disabled}>
            {t('exam.nav.previous')}
          </Button>
        ) : (
          <span />
        )}
        <Group gap="sm">
          {!answered && (
            <Text size="sm" c="dimmed">
              {t('exam.nav.answerFirst')}
            </Text>
          )}
          <Button onClick={last ? onSubmit : onNext} disabled={!answered || disabled}>
            {last ? t('exam.nav.submit') : t('exam.nav.next')}
          </Button>
        </Group>
      </Group>
    </nav>
  );
}
