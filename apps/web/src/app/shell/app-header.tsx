import { Burger, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAccount } from '@/shared/auth/get-account';
import { useConfig } from '@/shared/config/get-config';
import { paths } from '@/shared/paths';
import { AppLink } from '@/shared/ui/app-link';
import classes from './dev-badge.module.css';
import { LanguageSwitcher } from './language-switcher';

interface AppHeaderProps {
  device: boolean;
  navOpened: boolean;
  onToggleNav: () => void;
}

/** Product name, build information and authentication status (spec 000 §2 "navbar"). */
export function AppHeader({ device, navOpened, onToggleNav }: AppHeaderProps) {
  const { t } = useTranslation();
  const config = useConfig().data;
  const account = useAccount();
  const name = account.data ? `${account.data.firstName} ${account.data.lastName}`.trim() || account.data.login : null;

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {device && (
          <Burger
            opened={navOpened}
            onClick={onToggleNav}
            size="sm"
            aria-label={t(navOpened ? 'global.menu.close' : 'global.menu.open')}
            aria-expanded={navOpened}
            aria-controls="app-navbar"
          />
        )}
        <AppLink to={paths.home.href()} fw={700} fz="lg" underline="never">
          {t('global.title')}
        </AppLink>
        {config && (
          <Text size="xs" c="dimmed" title={t('global.buildVersion')}>
            {t('global.version', { version: config.buildVersion })}
          </Text>
        )}
        {config?.devMode && <span className={classes.badge}>{t('global.ribbon.dev')}</span>}
      </Group>
      <Group gap="sm" wrap="nowrap">
        {!account.isPending && (
          <Text size="sm" visibleFrom="xs">
            {name ? t('global.authStatus.signedIn', { name }) : t('global.authStatus.anonymous')}
          </Text>
        )}
        {account.data === null && <LanguageSwitcher />}
      </Group>
    </Group>
  );
}
