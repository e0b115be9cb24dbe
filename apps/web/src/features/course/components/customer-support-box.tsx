import type { LearnerProduct } from '@continuum/contracts';
import { Anchor, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockKey } from '@/features/cms/public/content-block';
import { SupportLinks } from '@/features/support/public/support-buttons';
import { SidebarBox } from './sidebar-box';

// Loaded after the page, not with it: a static import put this chunk into the first load's preload lists (0079).
const ContentBlock = lazy(() => import('@/features/cms/public/content-block').then((m) => ({ default: m.ContentBlock })));

/** The provider's support phone and e-mail from the learner product. */
export function CustomerSupportBox({
  product,
  lpId,
}: {
  product: Pick<LearnerProduct, 'accountPhone' | 'accountEmail'>;
  /** The learner product the contact-us and feedback forms are about (decision 0083). */
  lpId?: number;
}) {
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
      {lpId !== undefined && <SupportLinks lpId={lpId} variant="buttons" />}
      <Suspense fallback={null}>
        <ContentBlock blockKey={'course-home.support' satisfies BlockKey} />
      </Suspense>
    </SidebarBox>
  );
}
