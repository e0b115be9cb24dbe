import type { Account } from '@continuum/contracts';
import { Button, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminPaths } from '@/features/admin/admin-paths';
import { http } from '@/shared/http/client';
import classes from './impersonation-notice.module.css';

/**
 * Shown on every page while an administrator acts as a user (000 §4, decision 0077): who is acting as whom, and
 * the way back. Ending reloads the app fully, as the user's cached data must not outlive the impersonation.
 */
export function ImpersonationNotice({ account }: { account: Account }) {
  const { t } = useTranslation();
  const exit = useMutation({
    mutationFn: () => http<{ ok: true }>('api/impersonate/exit', { method: 'POST' }),
    onSuccess: () => window.location.assign(adminPaths.users.href()),
  });
  return (
    <section className={classes.notice} aria-label={t('global.impersonation.label')}>
      <Text size="sm" fw={700}>
        {t('global.impersonation.actingAs', {
          name: `${account.firstName} ${account.lastName}`,
          login: account.login,
          admin: account.impersonatedBy,
        })}
      </Text>
      <Button size="xs" color="dark" onClick={() => exit.mutate()} loading={exit.isPending}>
        {t('global.impersonation.exit')}
      </Button>
    </section>
  );
}
