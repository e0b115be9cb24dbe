import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { Table, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/i18n-formatters';
import { PageLoader } from '@/shared/ui/page-loader';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useCmsBlockVersions } from '../api/cms-blocks';

const BlockView = lazy(() => import('@/features/cms/public/block-view').then((m) => ({ default: m.BlockView })));

/** Every saved version of a block, newest first: who saved it, when, and what it said. */
export function CmsBlockVersions({ id, blockKey }: { id: number; blockKey: string }) {
  const { t, i18n } = useTranslation();
  const versions = useCmsBlockVersions(id);
  if (versions.isPending) return <PageLoader />;
  if (versions.isError) return <QueryErrorAlert error={versions.error} onRetry={() => versions.refetch()} />;
  return (
    <Table.ScrollContainer minWidth={560} mb="xl">
      <Table>
        <Table.Caption>{t('cmsBlocks.versions.caption', { key: blockKey })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('cmsBlocks.fields.version')}</Table.Th>
            <Table.Th scope="col">{t('cmsBlocks.versions.savedBy')}</Table.Th>
            <Table.Th scope="col">{t('cmsBlocks.versions.savedAt')}</Table.Th>
            <Table.Th scope="col">{t('cmsBlocks.fields.content')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {versions.data.map((v) => (
            <Table.Tr key={v.version}>
              <Table.Th scope="row">{v.version}</Table.Th>
              <Table.Td>{v.savedBy}</Table.Td>
              <Table.Td>{formatDateTime(v.savedAt, i18n.language)}</Table.Td>
              <Table.Td>
                <details>
                  <summary>{t('cmsBlocks.versions.show', { version: v.version })}</summary>
                  {v.content ? (
                    <Suspense fallback={null}>
                      <BlockView html={v.content} blockKey={v.key} />
                    </Suspense>
                  ) : (
                    <Text size="sm">{t('cmsBlocks.versions.empty')}</Text>
                  )}
                </details>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
