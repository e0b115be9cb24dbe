import { Text } from '@mantine/core';

/** The resource's copyright line, as the package wrote it. */
export function CopyrightLine({ copyright }: { copyright: string | null }) {
  if (!copyright) return null;
  return (
    <Text size="xs" c="dimmed" component="p">
      {copyright}
    </Text>
  );
}
