import { Group, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '@/shared/config/get-config';
import type { FooterVariant } from '@/shared/shell/footer-variant';
import classes from './app-footer.module.css';

// Only product pages and the forum show it, so the other footers do not load the product query.
const FooterSupport = lazy(() => import('./footer-support').then((m) => ({ default: m.FooterSupport })));

interface AppFooterProps {
  variant: FooterVariant;
  /** The learner product whose provider the product and forum footers name for support. */
  lpId: number | null;
}

/**
 * The footers of 000 §2 (see decision 0066): every variant carries the copyright; main adds the build
 * information; product and forum add the provider's support phone and e-mail; exam and external carry
 * nothing else, so a timed sitting or a resource opened in its own tab offers no way elsewhere.
 */
export function AppFooter({ variant, lpId }: AppFooterProps) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <Group gap="md" justify="space-between" wrap="wrap">
        <Text size="xs" c="dimmed">
          {t('global.footer.copyright', { year })}
        </Text>
        {variant === 'main' && <BuildInfo />}
        {(variant === 'product' || variant === 'forum') && lpId !== null && (
          <Suspense fallback={null}>
            <FooterSupport lpId={lpId} />
          </Suspense>
        )}
      </Group>
    </footer>
  );
}

function BuildInfo() {
  const { t } = useTranslation();
  const config = useConfig().data;
  if (!config) return null;
  return (
    <Text size="xs" c="dimmed">
      {t('global.footer.build', { version: config.buildVersion })}
    </Text>
  );
}
