import type { LearnerProduct } from '@continuum/contracts';
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BLOCK_KEYS, ContentBlock } from '@/shared/cms/content-block';
import { SidebarBox } from './sidebar-box';

/** The provider's support phone and e-mail from the learner product. */
export function CustomerSupportBox({ product }: { product: Pick<LearnerProduct, 'accountPhone' | 'accountEmail'> }) {
  const { t } = useTranslation();
  const { accountPhone: phone, accountEmail: email } = product;
  return (
    <SidebarBox title={t('course.sidebar.support')}>
      {!phone && !email ? (
        <Text size="sm" c="dimmed">
          {t('course.sidebar.supportEmpty')}
        </Text>
      ) : (
        <Stack gap={4}>
          {phone && (
            <Text size="sm">
              {t('course.sidebar.phone')} <Anchor href={`tel:${phone}`}>{phone}</Anchor>
            </Text>
          )}
          {email && (
            <Text size="sm">
              {t('course.sidebar.email')} <Anchor href={`mailto:${email}`}>{email}</Anchor>
            </Text>
          )}
        </Stack>
      )}
      <ContentBlock blockKey={BLOCK_KEYS.courseHomeSupport} />
    </SidebarBox>
  );
}
