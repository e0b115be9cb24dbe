import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { type AdminUserRow, ALL_AUTHORITIES, Authority } from '@continuum/contracts';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAccount } from '@/shared/auth/get-account';
import { isApiError } from '@/shared/http/api-error';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageTitle } from '@/shared/ui/page-title';
import { readSearchState, toSearchRequest, writeSearchState } from '@/shared/ui/paged-table/paged-search-params';
import { type PagedColumn, PagedTable } from '@/shared/ui/paged-table/paged-table';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useChangeRole, useRoleMembers, useRoles } from '../api/roles';

const GRANT = [Authority.ADMIN, Authority.USERS_ROLE_CREATE, Authority.USERS_ROLE_UPDATE] as string[];
const REVOKE = [Authority.ADMIN, Authority.USERS_ROLE_DELETE, Authority.USERS_ROLE_UPDATE] as string[];

/**
 * Roles (002 user-roles; USERS_ROLE_* or ROLE_ADMIN): each authority's members. Granting needs USERS_ROLE_CREATE
 * or UPDATE, revoking USERS_ROLE_DELETE or UPDATE; the server also keeps the administration roles to administrators.
 */
export function UserRolesPage() {
  const { t } = useTranslation();
  const mine = useAccount().data?.authorities ?? [];
  const [params, setParams] = useSearchParams();
  const role = ALL_AUTHORITIES.find((a) => a === params.get('role')) ?? Authority.INSTRUCTOR;
  const state = readSearchState(params, { field: 'login', direction: 'ASC' });
  const roles = useRoles();
  const members = useRoleMembers(role, toSearchRequest(state));
  const change = useChangeRole();
  const [login, setLogin] = useState('');
  const mayGrant = mine.some((a) => GRANT.includes(a));
  const mayRevoke = mine.some((a) => REVOKE.includes(a)) && role !== Authority.AUTHENTICATED;
  const count = (authority: string) => roles.data?.find((r) => r.authority === authority)?.users ?? 0;
  const failure = change.isError
    ? isApiError(change.error) && change.error.status === 403
      ? t('roles.errors.forbidden')
      : isApiError(change.error) && change.error.status === 404
        ? t('roles.errors.unknownUser')
        : httpErrorText(change.error)
    : null;

  const columns: PagedColumn<AdminUserRow>[] = [
    { header: t('users.fields.login'), sortField: 'login', cell: (u) => u.login },
    { header: t('users.fields.lastName'), sortField: 'lastName', cell: (u) => u.lastName },
    { header: t('users.fields.firstName'), sortField: 'firstName', cell: (u) => u.firstName },
    ...(mayRevoke
      ? [
          {
            header: t('roles.actions'),
            cell: (u: AdminUserRow) => (
              <Button
                size="xs"
                variant="default"
                aria-label={t('roles.revokeFrom', { login: u.login })}
                onClick={() => change.mutate({ authority: role, login: u.login, grant: false })}
              >
                {t('roles.revoke')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <PageTitle>{t('roles.title')}</PageTitle>
      {roles.isError && <QueryErrorAlert error={roles.error} onRetry={() => roles.refetch()} />}
      <NativeSelect
        maw={360}
        mb="md"
        label={t('roles.role')}
        value={role}
        onChange={(e) => setParams(new URLSearchParams({ role: e.currentTarget.value }))}
        data={ALL_AUTHORITIES.map((a) => ({
          value: a,
          label: t('roles.option', { role: t(`users.roles.${a}`), count: count(a) }),
        }))}
      />
      {mayGrant && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (login.trim())
              change.mutate({ authority: role, login: login.trim(), grant: true }, { onSuccess: () => setLogin('') });
          }}
        >
          <Group align="end" mb="md">
            <TextInput label={t('roles.grantLogin')} value={login} onChange={(e) => setLogin(e.currentTarget.value)} />
            <Button type="submit" disabled={!login.trim()}>
              {t('roles.grant')}
            </Button>
          </Group>
        </form>
      )}
      {change.isSuccess && <MessageAlert tone="success">{t('roles.saved')}</MessageAlert>}
      {failure && <MessageAlert tone="error">{failure}</MessageAlert>}
      {members.isError && <QueryErrorAlert error={members.error} onRetry={() => members.refetch()} />}
      <PagedTable
        caption={t('roles.members', { role: t(`users.roles.${role}`) })}
        columns={columns}
        rowKey={(u) => u.id}
        state={state}
        onChange={(next) => setParams((current) => writeSearchState(next, current))}
        data={members.data}
        isPending={members.isPending}
        empty={t('roles.empty')}
      />
    </>
  );
}
