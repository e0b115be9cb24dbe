import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Table.css';
import { type CourseImportReply, PACKAGE_ZIP_MAX_BYTES } from '@continuum/contracts';
import { Button, Group, List, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/i18n-formatters';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { readAsBase64, useCourseImports, useImportPackage } from '../api/products';

/**
 * A course bound to compliance profiles whose report has a FAIL (decision 0135): the failing checks, and an
 * administrator's reason to publish it anyway (audited).
 */
function NotCompliant({ reply, onOverride }: { reply: CourseImportReply; onOverride: (reason: string) => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const failing = (reply.compliance?.lines ?? []).filter((l) => l.status === 'FAIL');
  return (
    <MessageAlert tone="error" size="xlarge" title={t('products.import.notCompliant', { count: failing.length })}>
      <List size="sm" aria-label={t('products.import.failingChecks')}>
        {failing.map((l) => (
          <List.Item key={`${l.profileId}:${l.check}`}>
            {t('products.import.failingCheck', {
              profile: `${l.profileId} v${l.profileVersion}`,
              check: t(`products.compliance.checks.${l.check}`),
              course: l.course ?? t('products.compliance.none'),
              required: l.required ?? t('products.compliance.none'),
            })}
          </List.Item>
        ))}
      </List>
      {!reply.dryRun && (
        <Group align="flex-end" mt="sm">
          <TextInput
            label={t('products.import.overrideReason')}
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Button disabled={!reason.trim()} onClick={() => onOverride(reason.trim())}>
            {t('products.import.override')}
          </Button>
        </Group>
      )}
    </MessageAlert>
  );
}

/** What one check or import came to: its counts, or every problem as file:line message. */
function ImportOutcome({ reply, onOverride }: { reply: CourseImportReply; onOverride: (reason: string) => void }) {
  const { t } = useTranslation();
  if (reply.result === 'NOT_COMPLIANT' || (reply.dryRun && (reply.compliance?.failures ?? 0) > 0))
    return <NotCompliant reply={reply} onOverride={onOverride} />;
  const counts = { code: reply.courseCode, created: reply.created, updated: reply.updated, removed: reply.removed };
  if (reply.result === 'INVALID')
    return (
      <MessageAlert tone="error" size="xlarge" title={t('products.import.invalid', { count: reply.problems.length })}>
        <ProblemList problems={reply.problems} label={t('products.import.problems')} />
      </MessageAlert>
    );
  return (
    <MessageAlert tone="success" size="large">
      {t(reply.dryRun ? 'products.import.checked' : 'products.import.imported', counts)}
      {reply.problems.length > 0 && (
        <>
          <Text size="sm" mt="xs">
            {t('products.import.warnings', { count: reply.problems.length })}
          </Text>
          <ProblemList problems={reply.problems} label={t('products.import.warningsList')} />
        </>
      )}
    </MessageAlert>
  );
}

/** Problems or warnings of an import, each as file:line message. */
function ProblemList({ problems, label }: { problems: CourseImportReply['problems']; label: string }) {
  return (
    <List size="sm" aria-label={label}>
      {problems.map((p, i) => (
        // The same message may come twice for one line (two blanks of one question): the index keeps keys apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: a warning list is never reordered
        <List.Item key={`${i}:${p.file}:${p.line}`}>
          <code>
            {p.file}:{p.line}
          </code>{' '}
          {p.message}
        </List.Item>
      ))}
    </List>
  );
}

/**
 * Import section: a course package, a course of another format or a question file (GIFT, Moodle XML, QTI)
 * checked only or imported, with what the import could not carry over, and the history of imports.
 */
export function PackageImport() {
  const { t, i18n } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const run = useImportPackage();
  const history = useCourseImports();
  const tooBig = file !== null && file.size > PACKAGE_ZIP_MAX_BYTES;
  const send = async (dryRun: boolean, overrideReason?: string) => {
    if (!file) return;
    run.mutate({
      fileName: file.name,
      dryRun,
      content: await readAsBase64(file),
      ...(overrideReason ? { complianceOverride: { reason: overrideReason } } : {}),
    });
  };
  return (
    <section aria-labelledby="package-import-title">
      <Title order={2} size="h3" id="package-import-title" mt="xl" mb="xs">
        {t('products.import.title')}
      </Title>
      <Stack gap="xs" maw={640}>
        <Text size="sm">{t('products.import.hint', { mb: Math.round(PACKAGE_ZIP_MAX_BYTES / 1024 / 1024) })}</Text>
        <label>
          <Text size="sm" fw={500}>
            {t('products.import.file')}
          </Text>
          <input
            type="file"
            accept=".zip,application/zip,.imscc,.tar.gz,.tgz,.gift,.txt,.xml,text/xml,application/xml"
            onChange={(e) => {
              setFile(e.currentTarget.files?.[0] ?? null);
              run.reset();
            }}
          />
        </label>
        {tooBig && <MessageAlert tone="error">{t('products.import.tooBig')}</MessageAlert>}
        <Group>
          <Button
            variant="default"
            disabled={!file || tooBig}
            loading={run.isPending && run.variables?.dryRun}
            onClick={() => send(true)}
          >
            {t('products.import.check')}
          </Button>
          <Button disabled={!file || tooBig} loading={run.isPending && !run.variables?.dryRun} onClick={() => send(false)}>
            {t('products.import.run')}
          </Button>
        </Group>
      </Stack>
      <div aria-live="polite">
        {run.data && <ImportOutcome reply={run.data} onOverride={(reason) => send(false, reason)} />}
        {run.isError && <MessageAlert tone="error">{httpErrorText(run.error)}</MessageAlert>}
      </div>
      <Title order={3} size="h4" mt="lg" mb="xs">
        {t('products.history.title')}
      </Title>
      {history.isError && <QueryErrorAlert error={history.error} onRetry={() => history.refetch()} />}
      {history.data && history.data.length === 0 && <Text size="sm">{t('products.history.empty')}</Text>}
      {history.data && history.data.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped>
            <Table.Caption>{t('products.history.title')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {(['when', 'who', 'file', 'course', 'result', 'counts', 'problems'] as const).map((c) => (
                  <Table.Th key={c} scope="col">
                    {t(`products.history.${c}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.data.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{formatDateTime(row.createdAt, i18n.language)}</Table.Td>
                  <Table.Td>{row.actorLogin}</Table.Td>
                  <Table.Td>{row.fileName}</Table.Td>
                  <Table.Td>{row.courseCode ?? '—'}</Table.Td>
                  <Table.Td>{t(`products.results.${row.result}`)}</Table.Td>
                  <Table.Td>{t('products.history.countsValue', row)}</Table.Td>
                  <Table.Td>{row.problemCount}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
