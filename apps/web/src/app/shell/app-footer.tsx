import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConfig } from '@/shared/config/get-config';
import { useLearnerProduct } from '@/shared/product/get-learner-product';
import type { FooterVariant } from '@/shared/shell/footer-variant';
import classes from './app-footer.module.css';

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
        {(variant === 'product' || variant === 'forum') && lpId !== null && <Support lpId={lpId} />}
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

/** The provider's contacts, as on the course home's support box; nothing while the product loads. */
function Support({ lpId }: { lpId: number }) {
  const { t } = useTranslation();
  const product = useLearnerProduct(lpId).data;
  if (!product || (!product.accountPhone && !product.accountEmail)) return null;
  const { accountPhone: phone, accountEmail: email } = product;
  return (
    <Text size="xs">
      {t('global.footer.support')} {phone && <Anchor href={`tel:${phone}`}>{phone}</Anchor>}
      {phone && email && ' · '}
      {email && <Anchor href={`mailto:${email}`}>{email}</Anchor>}
    </Text>
  );
}
