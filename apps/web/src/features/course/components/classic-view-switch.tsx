import { Button, Group, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The switch to the classic view (000 §1, decision 0071): a toggle button that says whether it is on. */
export function ClassicViewSwitch({ classic, onToggle }: { classic: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <Group gap="xs" justify="flex-end" mb="xs" wrap="wrap">
      <Text size="xs" c="dimmed" id={hintId}>
        {t('course.classic.hint')}
      </Text>
      <Button
        variant={classic ? 'light' : 'subtle'}
        size="compact-sm"
        aria-pressed={classic}
        aria-describedby={hintId}
        onClick={onToggle}
      >
        {t('course.classic.switch')}
      </Button>
    </Group>
  );
}
