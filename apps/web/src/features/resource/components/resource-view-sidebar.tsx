import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/paths';
import { AppLink } from '@/shared/ui/app-link';
import { useResourceLc } from '../api/get-resource-lc';
import { ResourceFrom } from './resource-from';

/**
 * The resource view's right sidebar (000 §2 "right sidebar variants: resource view"; issue 25 items 21, 24): where
 * the resource is from, and the ways back: to its lesson and to the course home.
 */
export function ResourceViewSidebar({ lpId, lcId, resourceId }: { lpId: number; lcId: number; resourceId: number }) {
  const { t } = useTranslation();
  const lc = useResourceLc(lpId, resourceId, lcId);
  return (
    <Stack component="aside" aria-label={t('resource.sidebar.label')} gap="xs" w={260} maw="100%">
      <ResourceFrom lc={lc.data} />
      <AppLink to={paths.lc.href({ lpId, nodeId: lcId })} fw={600}>
        {t('resource.sidebar.backToLesson')}
      </AppLink>
      <AppLink to={paths.productHome.href({ lpId })}>{t('resource.returnHome')}</AppLink>
    </Stack>
  );
}
