import type { CmsBlockRow } from '@continuum/contracts';
import { Button, Code, Group, List, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BLOCK_KEYS } from '@/features/cms/public/content-block';
import { formatDateTime } from '@/shared/format/i18n-formatters';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';
import { readSearchState, toSearchRequest, writeSearchState } from '@/shared/ui/paged-table/paged-search-params';
import { type PagedColumn, PagedTable } from '@/shared/ui/paged-table/paged-table';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useCmsBlock, useCmsBlockSearch } from '../api/cms-blocks';
import { CmsBlockForm } from '../components/cms-block-form';
import { CmsBlockVersions } from '../components/cms-block-versions';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/List.css';

type Panel = { kind: 'new' } | { kind: 'edit' | 'versions'; id: number; key: string } | null;

/** cms-blocks (002 §2, §6; decision 0079): every content block, a new one, an edit, and each block's versions. */
export function CmsBlocksPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params, { field: 'key', direction: 'ASC' });
  const list = useCmsBlockSearch(toSearchRequest(state));
  const [panel, setPanel] = useState<Panel>(null);
  const [saved, setSaved] = useState<{ key: string; version: number } | null>(null);
  const columns: PagedColumn<CmsBlockRow>[] = [
    { header: t('cmsBlocks.fields.key'), sortField: 'key', cell: (b) => b.key },
    { header: t('cmsBlocks.fields.name'), sortField: 'name', cell: (b) => b.name },
    { header: t('cmsBlocks.fields.version'), sortField: 'version', cell: (b) => b.version },
    { header: t('cmsBlocks.fields.updatedBy'), sortField: 'updatedBy', cell: (b) => b.updatedBy },
    { header: t('cmsBlocks.fields.updatedAt'), sortField: 'updatedAt', cell: (b) => formatDateTime(b.updatedAt, i18n.language) },
    {
      header: t('cmsBlocks.actions'),
      cell: (b) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="default"
            aria-label={t('cmsBlocks.editOf', { key: b.key })}
            onClick={() => open('edit', b)}
          >
            {t('cmsBlocks.edit')}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            aria-label={t('cmsBlocks.versionsOf', { key: b.key })}
            onClick={() => open('versions', b)}
          >
            {t('cmsBlocks.versionsButton')}
          </Button>
        </Group>
      ),
    },
  ];
  function open(kind: 'edit' | 'versions', b: CmsBlockRow) {
    setSaved(null);
    setPanel({ kind, id: b.id, key: b.key });
  }

  return (
    <>
      <PageTitle>{t('cmsBlocks.title')}</PageTitle>
      <Text size="sm" maw={720}>
        {t('cmsBlocks.hint')}
      </Text>
      <List size="sm" mb="md">
        {Object.values(BLOCK_KEYS).map((key) => (
          <List.Item key={key}>
            <Code>{key}</Code> {t(`cmsBlocks.places.${key.replace(/\./g, '_')}`)}
          </List.Item>
        ))}
      </List>
      {saved && <MessageAlert tone="success">{t('cmsBlocks.saved', saved)}</MessageAlert>}
      <Group mb="md">
        <Button
          onClick={() => {
            setSaved(null);
            setPanel({ kind: 'new' });
          }}
        >
          {t('cmsBlocks.new')}
        </Button>
        {panel && (
          <Button variant="default" onClick={() => setPanel(null)}>
            {t('cmsBlocks.close')}
          </Button>
        )}
      </Group>
      {panel?.kind === 'new' && (
        <CmsBlockForm
          onSaved={(b) => {
            setSaved({ key: b.key, version: b.version });
            setPanel(null);
          }}
        />
      )}
      {panel?.kind === 'edit' && (
        <EditPanel
          id={panel.id}
          onSaved={(b) => {
            setSaved({ key: b.key, version: b.version });
            setPanel(null);
          }}
        />
      )}
      {panel?.kind === 'versions' && (
        <>
          <FocusedHeading>{t('cmsBlocks.versions.title', { key: panel.key })}</FocusedHeading>
          <CmsBlockVersions id={panel.id} blockKey={panel.key} />
        </>
      )}
      {list.isError && <QueryErrorAlert error={list.error} onRetry={() => list.refetch()} />}
      <PagedTable
        caption={t('cmsBlocks.title')}
        columns={columns}
        rowKey={(b) => b.id}
        state={state}
        onChange={(next) => setParams((current) => writeSearchState(next, current))}
        data={list.data}
        isPending={list.isPending}
        empty={t('cmsBlocks.empty')}
      />
    </>
  );
}

/** The heading of a panel that opens above the list, focused when it opens. */
function FocusedHeading({ children }: { children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Title order={2} size="h4" mb="xs" ref={heading} tabIndex={-1}>
      {children}
    </Title>
  );
}

function EditPanel({ id, onSaved }: { id: number; onSaved: Parameters<typeof CmsBlockForm>[0]['onSaved'] }) {
  const block = useCmsBlock(id);
  if (block.isPending) return <PageLoader />;
  if (block.isError) return <QueryErrorAlert error={block.error} onRetry={() => block.refetch()} />;
  return <CmsBlockForm key={`${block.data.id}-${block.data.version}`} block={block.data} onSaved={onSaved} />;
}
