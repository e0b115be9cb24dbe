import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import type { AuthoringLineagesReply } from '@continuum/contracts';
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '@/shared/http/api-error';
import { AppLink } from '@/shared/ui/app-link';
import { PageTitle } from '@/shared/ui/page-title';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useCreateDraft, useLineages } from '../api/studio-api';
import { VersionDiff } from '../components/version-diff';
import { studioPaths } from '../studio-paths';

type Lineage = AuthoringLineagesReply['lineages'][number];

/** The studio's home: every lineage the user may edit, its versions, its draft to open or one to create. */
export function StudioHomePage() {
  const { t } = useTranslation();
  const lineages = useLineages();
  return (
    <>
      <PageTitle>{t('studio.title')}</PageTitle>
      <Text size="sm" mb="md">
        {t('studio.intro')}
      </Text>
      {lineages.isError && <QueryErrorAlert error={lineages.error} onRetry={() => lineages.refetch()} />}
      {lineages.data?.lineages.length === 0 && <Text>{t('studio.noLineages')}</Text>}
      <Stack gap="xl">
        {lineages.data?.lineages.map((l) => (
          <LineageCard key={l.lineage} lineage={l} />
        ))}
      </Stack>
    </>
  );
}

function LineageCard({ lineage }: { lineage: Lineage }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateDraft();
  const draft = lineage.versions.find((v) => v.draft);
  return (
    <section aria-labelledby={`lineage-${lineage.lineage}`}>
      <Title order={2} size="h3" id={`lineage-${lineage.lineage}`}>
        {lineage.name} ({lineage.lineage})
      </Title>
      <Table mt="xs" mb="xs">
        <Table.Caption>{t('studio.versions.caption', { name: lineage.name })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('studio.versions.version')}</Table.Th>
            <Table.Th>{t('studio.versions.code')}</Table.Th>
            <Table.Th>{t('studio.versions.state')}</Table.Th>
            <Table.Th>{t('studio.versions.open')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lineage.versions.map((v) => (
            <Table.Tr key={v.productId}>
              <Table.Td>{v.version}</Table.Td>
              <Table.Td>{v.code}</Table.Td>
              <Table.Td>{v.draft ? t('studio.versions.draft') : t('studio.versions.published')}</Table.Td>
              <Table.Td>
                <AppLink to={studioPaths.draft.href(v.productId)}>
                  {v.draft
                    ? t('studio.versions.editDraft', { version: v.version })
                    : t('studio.versions.view', { version: v.version })}
                </AppLink>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group>
        {!draft && (
          <Button
            loading={create.isPending}
            onClick={() =>
              create.mutate(lineage.lineage, { onSuccess: (reply) => navigate(studioPaths.draft.href(reply.productId)) })
            }
          >
            {t('studio.createDraft', { name: lineage.name })}
          </Button>
        )}
      </Group>
      {create.isError && (
        <Text c="red.9" role="alert">
          {isApiError(create.error) ? create.error.message : t('studio.failed')}
        </Text>
      )}
      {lineage.versions.length > 1 && <VersionDiff lineage={lineage.lineage} versions={lineage.versions.map((v) => v.version)} />}
    </section>
  );
}
