import { type AdminUserRow, ALL_AUTHORITIES } from '@continuum/contracts';
import { Anchor, Button, Group, NativeSelect } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '@/shared/ui/page-title';
import { readSearchState, toSearchRequest, writeSearchState } from '@/shared/ui/paged-table/paged-search-params';
import { type PagedColumn, PagedTable } from '@/shared/ui/paged-table/paged-table';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { adminPaths } from '../admin-paths';
import { useUserSearch } from '../api/search-users';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { formatDay } from '@/shared/format/i18n-formatters';

// The invitation form (zod + react-hook-form) loads when an administrator first opens it.
const InviteUserModal = lazy(() => import('../components/invite-user-modal').then((m) => ({ default: m.InviteUserModal })));

const STATUSES = ['all', 'active', 'inactive'] as const;
const pick = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

/** Users (002 "users", ROLE_ADMIN): the paged search over accounts, with status and role filters and invitations. */
export function UsersPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [inviting, setInviting] = useState(false);
  const state = readSearchState(params, { field: 'login', direction: 'ASC' });
  const status = pick(STATUSES, params.get('status'), 'all');
  const role = pick(['all', ...ALL_AUTHORITIES], params.get('role'), 'all');
  const options = {
    ...(status === 'all' ? {} : { activated: status === 'active' }),
    ...(role === 'all' ? {} : { authority: role }),
  };
  const list = useUserSearch(toSearchRequest(state, undefined, options));

  const setFilter = (name: 'status' | 'role', value: string) =>
    setParams((current) => {
      const next = writeSearchState({ ...readSearchState(current), page: 0 }, current);
      if (value === 'all') next.delete(name);
      else next.set(name, value);
      return next;
    });
  const day = (iso: string) => formatDay(iso, i18n.language);
  const columns: PagedColumn<AdminUserRow>[] = [
    {
      header: t('users.fields.login'),
      sortField: 'login',
      cell: (u) => (
        <Anchor component={Link} to={adminPaths.person.href({ login: u.login })}>
          {u.login}
        </Anchor>
      ),
    },
    { header: t('users.fields.lastName'), sortField: 'lastName', cell: (u) => u.lastName },
    { header: t('users.fields.firstName'), sortField: 'firstName', cell: (u) => u.firstName },
    { header: t('users.fields.email'), sortField: 'email', cell: (u) => u.email },
    {
      header: t('users.fields.status'),
      sortField: 'activated',
      cell: (u) => t(u.activated ? 'users.status.active' : 'users.status.inactive'),
    },
    {
      header: t('users.fields.roles'),
      cell: (u) => u.authorities.map((a) => t(`users.roles.${a}`, { defaultValue: a })).join(', '),
    },
    {
      header: t('users.fields.createdAt'),
      sortField: 'createdAt',
      cell: (u) => <time dateTime={u.createdAt}>{day(u.createdAt)}</time>,
    },
  ];

  return (
    <>
      <PageTitle>{t('users.title')}</PageTitle>
      <Group align="end" mb="md">
        <NativeSelect
          label={t('users.fields.status')}
          value={status}
          onChange={(e) => setFilter('status', e.currentTarget.value)}
          data={STATUSES.map((s) => ({ value: s, label: t(`users.status.${s}`) }))}
        />
        <NativeSelect
          label={t('users.fields.role')}
          value={role}
          onChange={(e) => setFilter('role', e.currentTarget.value)}
          data={[
            { value: 'all', label: t('users.status.all') },
            ...ALL_AUTHORITIES.map((a) => ({ value: a, label: t(`users.roles.${a}`) })),
          ]}
        />
        <Button onClick={() => setInviting(true)}>{t('users.invite.open')}</Button>
      </Group>
      {list.isError && <QueryErrorAlert error={list.error} onRetry={() => list.refetch()} />}
      <PagedTable
        caption={t('users.title')}
        columns={columns}
        rowKey={(u) => u.id}
        state={state}
        onChange={(next) => setParams((current) => writeSearchState(next, current))}
        data={list.data}
        isPending={list.isPending}
        empty={t('users.empty')}
      />
      {inviting && (
        <Suspense fallback={null}>
          <InviteUserModal onClose={() => setInviting(false)} />
        </Suspense>
      )}
    </>
  );
}
