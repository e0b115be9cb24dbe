import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Table.css';
import type { LearnerMigrationBody, LearnerMigrationReply } from '@continuum/contracts';
import { Button, Group, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageTitle } from '@/shared/ui/page-title';
import { useMigrateLearners } from '../api/learner-migration';

type Request = LearnerMigrationBody & { lineage: string };

/** A request from the form, or null while a field is missing or malformed. */
function requestOf(form: { lineage: string; from: string; to: string; lp: string }, dryRun: boolean): Request | null {
  const lineage = form.lineage.trim().toUpperCase();
  const [from, to, lp] = [Number(form.from), Number(form.to), form.lp.trim() === '' ? undefined : Number(form.lp)];
  if (!/^[A-Z0-9-]{2,40}$/.test(lineage) || !Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to < 1) return null;
  if (lp !== undefined && (!Number.isInteger(lp) || lp < 1)) return null;
  return { lineage, fromVersion: from, toVersion: to, dryRun, ...(lp !== undefined ? { learnerProductId: lp } : {}) };
}

/** The report of a dry run or a migration: one row per learner, with what carried and what was dropped. */
function Report({ reply }: { reply: LearnerMigrationReply }) {
  const { t } = useTranslation();
  return (
    <>
      <Text role="status" mb="sm">
        {t(reply.dryRun ? 'learnerMigration.wouldMove' : 'learnerMigration.moved', {
          count: reply.migrated,
          refused: reply.refused,
        })}
      </Text>
      <Table maw={960} mb="lg">
        <Table.Caption>{t(reply.dryRun ? 'learnerMigration.dryRunReport' : 'learnerMigration.report')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('learnerMigration.enrolment')}</Table.Th>
            <Table.Th scope="col">{t('learnerMigration.outcome')}</Table.Th>
            <Table.Th scope="col">{t('learnerMigration.carried')}</Table.Th>
            <Table.Th scope="col">{t('learnerMigration.dropped')}</Table.Th>
            <Table.Th scope="col">{t('learnerMigration.seatTime')}</Table.Th>
            <Table.Th scope="col">{t('learnerMigration.progress')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reply.learners.map((l) => {
            const parts = (kind: 'carried' | 'dropped') =>
              // The reply's parts, in the server's order (a value import of the list would weigh on shared chunks).
              Object.entries(l.parts ?? {})
                .filter(([, count]) => count[kind] > 0)
                .map(([part, count]) => `${t(`learnerMigration.part.${part}`)}: ${count[kind]}`)
                .join(', ');
            return (
              <Table.Tr key={l.learnerProductId}>
                <Table.Th scope="row">{l.learnerProductId}</Table.Th>
                <Table.Td>{l.code ?? t(`learnerMigration.outcomes.${l.outcome}`)}</Table.Td>
                <Table.Td>{parts('carried')}</Table.Td>
                <Table.Td>{parts('dropped')}</Table.Td>
                <Table.Td>
                  {l.seatTime &&
                    t('learnerMigration.minutes', {
                      carried: Math.round(l.seatTime.carriedMs / 60000),
                      dropped: Math.round(l.seatTime.droppedMs / 60000),
                    })}
                </Table.Td>
                <Table.Td>
                  {l.progress &&
                    t('learnerMigration.leaves', {
                      before: l.progress.before.completedLeaves,
                      beforeOf: l.progress.before.leaves,
                      after: l.progress.after.completedLeaves,
                      afterOf: l.progress.after.leaves,
                    })}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </>
  );
}

/**
 * Migrate learners (issue 30, decision 0205): an administrator names a lineage, the version to move from and to (and
 * optionally one enrolment), sees a dry run's report, then confirms the same request.
 */
export function LearnerMigrationPage() {
  const { t } = useTranslation();
  const [form, setForm] = useState({ lineage: '', from: '1', to: '2', lp: '' });
  const [checked, setChecked] = useState<string | null>(null);
  const migrate = useMigrateLearners();
  const dry = requestOf(form, true);
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      setForm({ ...form, [name]: e.currentTarget.value });
      setChecked(null);
    },
  });
  const run = (dryRun: boolean) => {
    const request = requestOf(form, dryRun);
    if (!request) return;
    migrate.mutate(request, { onSuccess: () => setChecked(dryRun ? JSON.stringify(dry) : null) });
  };
  return (
    <>
      <PageTitle>{t('learnerMigration.title')}</PageTitle>
      <Text size="sm" mb="md" maw={720}>
        {t('learnerMigration.hint')}
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          run(true);
        }}
      >
        <Group align="end" mb="md">
          <TextInput label={t('learnerMigration.lineage')} required {...field('lineage')} />
          <TextInput label={t('learnerMigration.fromVersion')} inputMode="numeric" required {...field('from')} />
          <TextInput label={t('learnerMigration.toVersion')} inputMode="numeric" required {...field('to')} />
          <TextInput label={t('learnerMigration.learnerProductId')} inputMode="numeric" {...field('lp')} />
          <Button type="submit" disabled={!dry || migrate.isPending}>
            {t('learnerMigration.dryRun')}
          </Button>
        </Group>
      </form>
      {migrate.isError && <MessageAlert tone="error">{httpErrorText(migrate.error)}</MessageAlert>}
      {migrate.data && <Report reply={migrate.data} />}
      {checked !== null && checked === JSON.stringify(dry) && (
        <Group mb="lg">
          <Text size="sm">{t('learnerMigration.confirmHint')}</Text>
          <Button color="red" onClick={() => run(false)} disabled={migrate.isPending}>
            {t('learnerMigration.confirm')}
          </Button>
        </Group>
      )}
    </>
  );
}
