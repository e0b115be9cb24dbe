import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Table.css';
import { PAGE_SIZES, type RegulatorRosterRow } from '@continuum/contracts';
import { Anchor, Button, Group, NativeSelect, Table, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '@/shared/format/i18n-formatters';
import { isApiError } from '@/shared/http/api-error';
import { PageTitle } from '@/shared/ui/page-title';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useProductSearch } from '../api/products';
import { type RosterFilter, rosterCsvHref, useRegulatorRoster } from '../api/regulator-roster';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filter the address holds (so a roster can be bookmarked and reloaded), or null until all three are set. */
function filterOf(params: URLSearchParams): RosterFilter | null {
  const productId = Number(params.get('productId'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return Number.isInteger(productId) && productId > 0 && DAY.test(from) && DAY.test(to) ? { productId, from, to } : null;
}

/**
 * The regulator roster (decision 0098): a course and a completion-date range, the completed enrolments with what a
 * regulator asks of each, and the same rows as a CSV download. Licence numbers arrive masked from the server.
 */
export function RegulatorRosterPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const [draft, setDraft] = useState({
    productId: filter ? String(filter.productId) : '',
    from: filter?.from ?? '',
    to: filter?.to ?? '',
  });
  // Courses by code or name: the list shows at most one page, so a provider with many courses narrows it first.
  const [courseSearch, setCourseSearch] = useState('');
  const products = useProductSearch({
    searchValue: courseSearch.trim() || null,
    page: 0,
    pageSize: PAGE_SIZES[PAGE_SIZES.length - 1],
    sortOrders: { primary: { field: 'name', direction: 'ASC' } },
  });
  const roster = useRegulatorRoster(filter);
  const at = (v: string | null) => (v ? formatDateTime(v, i18n.language) : '—');
  const fieldError = (name: string) =>
    roster.isError && isApiError(roster.error) ? roster.error.fieldErrors.find((f) => f.field === name)?.message : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams({ productId: draft.productId, from: draft.from, to: draft.to });
  };
  const identity = (r: RegulatorRosterRow) =>
    [
      `${t('regulatorRoster.identity.typing')}: ${r.identity.typing ?? '—'}`,
      `${t('regulatorRoster.identity.signature')}: ${r.identity.signature ?? '—'}`,
      `${t('regulatorRoster.identity.photoId')}: ${at(r.identity.photoIdSubmittedAt)}`,
      `${t('regulatorRoster.identity.questions')}: ${r.identity.securityQuestionsAnswered}`,
    ].join('; ');
  const hasFieldErrors = roster.isError && isApiError(roster.error) && roster.error.fieldErrors.length > 0;

  return (
    <>
      <PageTitle>{t('regulatorRoster.title')}</PageTitle>
      <Text size="sm" mb="md">
        {t('regulatorRoster.intro')}
      </Text>
      <form onSubmit={submit}>
        <Group align="flex-end" gap="md" mb="md" wrap="wrap">
          <TextInput
            type="search"
            label={t('regulatorRoster.fields.findCourse')}
            value={courseSearch}
            onChange={(e) => setCourseSearch(e.currentTarget.value)}
            w={220}
          />
          <NativeSelect
            label={t('regulatorRoster.fields.course')}
            value={draft.productId}
            onChange={(e) => setDraft({ ...draft, productId: e.currentTarget.value })}
            data={[
              { value: '', label: t('regulatorRoster.chooseCourse') },
              ...(products.data?.content ?? []).map((p) => ({ value: String(p.id), label: `${p.name} (${p.code})` })),
            ]}
            error={fieldError('productId')}
            w={320}
          />
          <TextInput
            type="date"
            label={t('regulatorRoster.fields.from')}
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value })}
            error={fieldError('from')}
          />
          <TextInput
            type="date"
            label={t('regulatorRoster.fields.to')}
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value })}
            error={fieldError('to')}
          />
          <Button type="submit" disabled={!draft.productId || !draft.from || !draft.to}>
            {t('regulatorRoster.show')}
          </Button>
        </Group>
      </form>
      {roster.isError && !hasFieldErrors && <QueryErrorAlert error={roster.error} onRetry={() => roster.refetch()} />}
      {filter && roster.isPending && <Text size="sm">{t('regulatorRoster.loading')}</Text>}
      {roster.data && filter && (
        <>
          <Group justify="space-between" mb="xs">
            <Text size="sm">{t('regulatorRoster.count', { count: roster.data.rows.length, course: roster.data.course })}</Text>
            <Anchor href={rosterCsvHref(filter)} download={`roster-${filter.productId}.csv`}>
              {t('regulatorRoster.downloadCsv')}
            </Anchor>
          </Group>
          {roster.data.rows.length === 0 ? (
            <Text>{t('regulatorRoster.empty')}</Text>
          ) : (
            // A wide table scrolls sideways: its region takes focus so the keyboard can scroll it too (axe).
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
            <section aria-label={t('regulatorRoster.title')} tabIndex={0} style={{ overflowX: 'auto' }}>
              <Table striped withTableBorder miw={1100}>
                <caption>{t('regulatorRoster.caption', { course: roster.data.course })}</caption>
                <Table.Thead>
                  <Table.Tr>
                    {(
                      [
                        'learner',
                        'license',
                        'seatTime',
                        'finalExam',
                        'finalAffidavit',
                        'proctor',
                        'identity',
                        'completedAt',
                        'certificate',
                      ] as const
                    ).map((k) => (
                      <Table.Th key={k} scope="col">
                        {t(`regulatorRoster.fields.${k}`)}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {roster.data.rows.map((r) => (
                    <Table.Tr key={r.learnerProductId}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {r.learnerName}
                        </Text>
                        <Text size="sm">{[r.login, r.email].filter(Boolean).join(' · ')}</Text>
                      </Table.Td>
                      <Table.Td>
                        {r.licenses.length === 0
                          ? '—'
                          : r.licenses.map((l) => `${l.state} ${l.licenseType} ${l.licenseNumberMasked}`).join('; ')}
                      </Table.Td>
                      <Table.Td>
                        {t('regulatorRoster.hoursMinutes', {
                          hours: Math.floor(r.seatTimeMinutes / 60),
                          minutes: r.seatTimeMinutes % 60,
                        })}
                      </Table.Td>
                      <Table.Td>
                        {r.finalExam.finishedAt
                          ? `${r.finalExam.score ?? '—'}% (${t(r.finalExam.passed ? 'regulatorRoster.passed' : 'regulatorRoster.failed')}), ${at(r.finalExam.finishedAt)}`
                          : '—'}
                      </Table.Td>
                      <Table.Td>
                        {r.finalAffidavit.acceptedAt
                          ? `${at(r.finalAffidavit.acceptedAt)} (${r.finalAffidavit.textVersion})`
                          : '—'}
                      </Table.Td>
                      <Table.Td>{t(r.proctorAffidavitSigned ? 'regulatorRoster.yes' : 'regulatorRoster.no')}</Table.Td>
                      <Table.Td>{identity(r)}</Table.Td>
                      <Table.Td>{at(r.completedAt)}</Table.Td>
                      <Table.Td>{r.certificateCode ?? '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </section>
          )}
        </>
      )}
    </>
  );
}
