import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface QuestionJumpListProps {
  total: number;
  current: number;
  answered: readonly number[];
  starred: readonly number[];
  disabled: boolean;
  /** The exam's disablePrevious (002 §4): nothing behind the current question can be reached (the server refuses it). */
  forwardOnly?: boolean;
  onJump: (num: number) => void;
  onLastAnswered: () => void;
}

/**
 * The question list (002 §4 flow step 4): a button per question saying whether it is answered or starred,
 * the current one marked, and the 'Last Question Answered' jump.
 */
export function QuestionJumpList({
  total,
  current,
  answered,
  starred,
  disabled,
  forwardOnly = false,
  onJump,
  onLastAnswered,
}: QuestionJumpListProps) {
  const { t } = useTranslation();
  const numbers = Array.from({ length: total }, (_, i) => i + 1);
  return (
    <nav aria-label={t('exam.jump.label')}>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('exam.jump.label')}
        </Text>
        <Group gap={6}>
          {numbers.map((n) => {
            const isAnswered = answered.includes(n);
            const isStarred = starred.includes(n);
            const states = [isAnswered ? t('exam.jump.answered') : t('exam.jump.unanswered'), isStarred && t('exam.jump.starred')]
              .filter(Boolean)
              .join(', ');
            return (
              <Button
                key={n}
                size="compact-sm"
                miw={40}
                variant={n === current ? 'filled' : isAnswered ? 'light' : 'default'}
                aria-current={n === current ? 'step' : undefined}
                aria-label={t('exam.jump.question', { number: n, states })}
                disabled={disabled || (forwardOnly && n < current)}
                onClick={() => onJump(n)}
              >
                {n}
                {isStarred && <span aria-hidden="true">★</span>}
              </Button>
            );
          })}
        </Group>
        <div>
          <Button
            variant="subtle"
            size="compact-sm"
            disabled={disabled || answered.length === 0 || (forwardOnly && Math.max(...answered) < current)}
            onClick={onLastAnswered}
          >
            {t('exam.jump.lastAnswered')}
          </Button>
        </div>
      </Stack>
    </nav>
  );
}
