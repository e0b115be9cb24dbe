import { Text } from '@mantine/core';

/** The author's feedback on one thing the learner picked, shown after the check (optionFeedback). */
export function ChoiceFeedback({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <Text size="sm" c="dimmed" ml="xl" mt={4}>
      {text}
    </Text>
  );
}
