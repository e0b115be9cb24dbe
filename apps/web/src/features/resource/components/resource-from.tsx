import type { ResourceLcData } from '@continuum/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fullTitle } from '../model/titles';

/** The external view's header (001 §2): 'This resource is from' the learning component and the container above it. */
export function ResourceFrom({ lc }: { lc: ResourceLcData | undefined }) {
  const { t } = useTranslation();
  if (!lc) return null;
  const parent = fullTitle({ title: lc.parentTitle, titlePrefix: lc.parentTitlePrefix });
  const ancestor = lc.ancestorTitle ? fullTitle({ title: lc.ancestorTitle, titlePrefix: lc.ancestorTitlePrefix }) : null;
  return (
    <Text fw={600} c="dimmed">
      {ancestor ? t('resource.ext.fromIn', { parent, ancestor }) : t('resource.ext.from', { parent })}
    </Text>
  );
}
