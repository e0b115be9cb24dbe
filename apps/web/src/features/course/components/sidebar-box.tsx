import '@mantine/core/styles/Paper.css';
import { Paper, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A titled box of a course sidebar or page: a section named by its heading. */
export function SidebarBox({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={id}>
      <Title order={2} size="h5" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
