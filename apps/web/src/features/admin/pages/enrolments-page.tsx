import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/List.css';
import { type EnrolmentRow, EXTERNAL_ID_MAX } from '@continuum/contracts';
import { Anchor, Button, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDay } from '@/shared/format/i18n-formatters';
import { isApiError } from '@/shared/http/api-error';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageTitle } from '@/shared/ui/page-title';
import { readSearchState, toSearchRequest, writeSearchState } from '@/shared/ui/paged-table/paged-search-params';
import { type PagedColumn, PagedTable } from '@/shared/ui/paged-table/paged-table';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { adminPaths } from '../admin-paths';
import { useEnrol, useEnrolmentSearch } from '../api/enrolments';

/** Enrolments (issue 17): who has which product; one learner by hand or a CSV roster, each with a reason. */
export function EnrolmentsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params, { field: 'createdAt', direction: 'DESC' });
  const list = useEnrolmentSearch(toSearchRequest(state));
  const enrol = useEnrol();
  const [one, setOne] = useState({
    login: '',
    productCode: '',
    startDate: '',
    endDate: '',
    externalUserId: '',
    externalEnrollmentId: '',
    reason: '',
  });
  const [roster, setRoster] = useState({ csv: '', fileName: '', reason: '' });
  const day = (value: string | null) => (value ? formatDay(value, i18n.language) : '—');
  const columns: PagedColumn<EnrolmentRow>[] = [
    {
      header: t('enrolments.fields.login'),
      sortField: 'login',
      // The learner's enrolment: its attempts and the actions on it (decision 0078).
      cell: (e) => (
        <Anchor component={Link} to={adminPaths.enrolment.href({ id: e.id })}>
          {e.login}
        </Anchor>
      ),
    },
    { header: t('enrolments.fields.name'), cell: (e) => `${e.firstName} ${e.lastName}` },
    { header: t('enrolments.fields.product'), sortField: 'productCode', cell: (e) => `${e.productName} (${e.productCode})` },
    {
      header: t('enrolments.fields.status'),
      sortField: 'status',
      cell: (e) =>
        e.status === 'WITHDRAWN'
          ? t('enrolmentActions.statuses.WITHDRAWN')
          : t(`productSelector.statuses.${e.status}`, { defaultValue: e.status }),
    },
    { header: t('enrolments.fields.startDate'), sortField: 'startDate', cell: (e) => day(e.startDate) },
    { header: t('enrolments.fields.endDate'), cell: (e) => day(e.endDate) },
  ];
  const problems = enrol.isError && isApiError(enrol.error) ? enrol.error.fieldErrors : [];

  const submitOne = (event: FormEvent) => {
    event.preventDefault();
    enrol.mutate({
      one: {
        ...one,
        startDate: one.startDate || null,
        endDate: one.endDate || null,
        externalUserId: one.externalUserId.trim() || null,
        externalEnrollmentId: one.externalEnrollmentId.trim() || null,
      },
    });
  };
  const submitRoster = (event: FormEvent) => {
    event.preventDefault();
    enrol.mutate({ roster: { csv: roster.csv, reason: roster.reason } });
  };
  return (
    <>
      <PageTitle>{t('enrolments.title')}</PageTitle>
      {enrol.isSuccess && <MessageAlert tone="success">{t('enrolments.created', { count: enrol.data.created })}</MessageAlert>}
      {enrol.isError && (
        <MessageAlert tone="error" title={t('enrolments.failed')}>
          {problems.length > 0 ? (
            <List size="sm">
              {problems.map((p) => (
                <List.Item key={`${p.field}:${p.message}`}>{`${p.field}: ${p.message}`}</List.Item>
              ))}
            </List>
          ) : (
            httpErrorText(enrol.error)
          )}
        </MessageAlert>
      )}
      <Group align="flex-start" gap="xl" mb="xl" wrap="wrap">
        <form onSubmit={submitOne}>
          <Stack gap="xs" w={320}>
            <Title order={2} size="h4">
              {t('enrolments.one.title')}
            </Title>
            <TextInput
              label={t('enrolments.fields.login')}
              value={one.login}
              onChange={(e) => setOne({ ...one, login: e.currentTarget.value })}
            />
            <TextInput
              label={t('enrolments.fields.productCode')}
              value={one.productCode}
              onChange={(e) => setOne({ ...one, productCode: e.currentTarget.value })}
            />
            <TextInput
              type="date"
              label={t('enrolments.fields.startDate')}
              value={one.startDate}
              onChange={(e) => setOne({ ...one, startDate: e.currentTarget.value })}
            />
            <TextInput
              type="date"
              label={t('enrolments.fields.endDate')}
              value={one.endDate}
              onChange={(e) => setOne({ ...one, endDate: e.currentTarget.value })}
            />
            {/* The CE store's ids: the external survey and affidavit name the enrolment by them (issue 25 item 38). */}
            <TextInput
              label={t('enrolments.fields.externalUserId')}
              description={t('enrolments.fields.externalHint')}
              maxLength={EXTERNAL_ID_MAX}
              value={one.externalUserId}
              onChange={(e) => setOne({ ...one, externalUserId: e.currentTarget.value })}
            />
            <TextInput
              label={t('enrolments.fields.externalEnrollmentId')}
              maxLength={EXTERNAL_ID_MAX}
              value={one.externalEnrollmentId}
              onChange={(e) => setOne({ ...one, externalEnrollmentId: e.currentTarget.value })}
            />
            <TextInput
              label={t('enrolments.fields.reason')}
              value={one.reason}
              onChange={(e) => setOne({ ...one, reason: e.currentTarget.value })}
            />
            <Group>
              <Button
                type="submit"
                disabled={!one.login || !one.productCode || one.reason.trim().length < 3}
                loading={enrol.isPending}
              >
                {t('enrolments.one.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
        <form onSubmit={submitRoster}>
          <Stack gap="xs" w={320}>
            <Title order={2} size="h4">
              {t('enrolments.roster.title')}
            </Title>
            <Text size="sm">{t('enrolments.roster.hint')}</Text>
            <label>
              <Text size="sm" fw={500}>
                {t('enrolments.roster.file')}
              </Text>
              <input
                type="file"
                accept=".csv,text/csv"
                onChange={async (e) => {
                  const file = e.currentTarget.files?.[0];
                  setRoster({ ...roster, csv: file ? await file.text() : '', fileName: file?.name ?? '' });
                }}
              />
            </label>
            <TextInput
              label={t('enrolments.fields.reason')}
              value={roster.reason}
              onChange={(e) => setRoster({ ...roster, reason: e.currentTarget.value })}
            />
            <Group>
              <Button type="submit" disabled={!roster.csv || roster.reason.trim().length < 3} loading={enrol.isPending}>
                {t('enrolments.roster.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Group>
      {list.isError && <QueryErrorAlert error={list.error} onRetry={() => list.refetch()} />}
      <PagedTable
        caption={t('enrolments.title')}
        columns={columns}
        rowKey={(e) => e.id}
        state={state}
        onChange={(next) => setParams((current) => writeSearchState(next, current))}
        data={list.data}
        isPending={list.isPending}
        empty={t('enrolments.empty')}
      />
    </>
  );
}
