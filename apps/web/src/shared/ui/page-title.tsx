import { Title } from '@mantine/core';
import { useDocumentTitle } from './use-document-title';

/** The page's one h1, also used as the browser tab title. */
export function PageTitle({ children }: { children: string }) {
  useDocumentTitle(children);
  return (
    <Title order={1} size="h2" mb="md">
      {children}
    </Title>
  );
}
