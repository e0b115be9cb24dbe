import type { Resource } from '@continuum/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { resourceHref } from '@/features/resource/public/resource-href';
import { AppLink } from '@/shared/ui/app-link';

/** One resource of a list: a link to it, or its title marked locked while its learning component is locked. */
export function ResourceItem({ resource }: { resource: Resource }) {
  const { t } = useTranslation();
  const type = t(`resource.types.${resource.type}`, { defaultValue: resource.type });
  if (resource.locked) {
    return (
      <Text component="span" c="dimmed">
        {resource.title} ({type}){' '}
        <Text component="span" fw={600}>
          {t('resource.list.locked')}
        </Text>
      </Text>
    );
  }
  return (
    <span>
      <AppLink to={resourceHref(resource)}>{resource.title}</AppLink>{' '}
      <Text component="span" size="sm" c="dimmed">
        ({type}){resource.reviewed ? ` · ${t('resource.list.viewed')}` : ''}
      </Text>
    </span>
  );
}
