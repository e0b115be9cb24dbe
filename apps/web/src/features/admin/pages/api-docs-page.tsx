import { API_DOCS_PREFIX } from '@continuum/contracts';
import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/shared/ui/page-title';

const UI = `${API_DOCS_PREFIX}/`;
const DOCUMENT = `${API_DOCS_PREFIX}/json`;

/**
 * API docs (002 docs): the server's Swagger UI, framed here (its assets are served by the server to
 * administrators, never part of the web bundle), with links to open it alone and to the OpenAPI document.
 */
export function ApiDocsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('apiDocs.title')}</PageTitle>
      <Text size="sm" mb="xs" maw={720}>
        {t('apiDocs.hint')}
      </Text>
      <Group mb="sm">
        <Anchor href={UI} target="_blank" rel="noopener">
          {t('apiDocs.openAlone')}
        </Anchor>
        <Anchor href={DOCUMENT} target="_blank" rel="noopener">
          {t('apiDocs.document')}
        </Anchor>
      </Group>
      <iframe
        src={UI}
        title={t('apiDocs.frameTitle')}
        style={{ width: '100%', height: '75vh', border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4 }}
      />
    </>
  );
}
