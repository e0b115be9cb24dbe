import type { ResourceGroup } from '@continuum/contracts';
import { Button, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceWindow } from '../model/resource-window';
import { ResourceGroupSection } from './resource-group-section';

/**
 * 'Resources' grouped by section and unit (001 §2): the learner's current place, with 'View Previous' /
 * 'Hide Previous' for the completed part before it and 'View Upcoming' / 'Hide Upcoming' for what is still
 * locked; 'No resources available at this time' when the course has none.
 */
export function ResourceGroups({ groups }: { groups: ResourceGroup[] }) {
  const { t } = useTranslation();
  const parts = useMemo(() => resourceWindow(groups), [groups]);
  const [showPrevious, setShowPrevious] = useState(false);
  const [showUpcoming, setShowUpcoming] = useState(false);
  if (groups.length === 0) return <Text c="dimmed">{t('resource.list.resourcesEmpty')}</Text>;
  const toggle = (shown: boolean, set: (v: boolean) => void, view: string, hide: string) => (
    <div>
      <Button variant="subtle" size="compact-sm" aria-expanded={shown} onClick={() => set(!shown)}>
        {shown ? hide : view}
      </Button>
    </div>
  );
  return (
    <Stack gap={0}>
      {parts.previous.length > 0 &&
        toggle(showPrevious, setShowPrevious, t('resource.list.viewPrevious'), t('resource.list.hidePrevious'))}
      {showPrevious && parts.previous.map((g) => <ResourceGroupSection key={g.id} group={g} />)}
      {parts.current.map((g) => (
        <ResourceGroupSection key={g.id} group={g} />
      ))}
      {showUpcoming && parts.upcoming.map((g) => <ResourceGroupSection key={g.id} group={g} />)}
      {parts.upcoming.length > 0 &&
        toggle(showUpcoming, setShowUpcoming, t('resource.list.viewUpcoming'), t('resource.list.hideUpcoming'))}
    </Stack>
  );
}
