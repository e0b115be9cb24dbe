import '@mantine/core/styles/List.css';
import type { ResourceGroup } from '@continuum/contracts';
import { List, Text, Title, UnstyledButton } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fullTitle } from '../model/titles';
import { ResourceItem } from './resource-item';
import classes from './resources-page.module.css';

/**
 * One unit or section of the resources list: a heading whose button expands or collapses its resources
 * (the learner's current place starts open), marked when it is locked.
 */
export function ResourceGroupSection({ group }: { group: ResourceGroup }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(group.current && !group.locked);
  const listId = useId();
  const title = fullTitle(group);
  return (
    <section className={classes.group} aria-label={title}>
      {group.parentTitle && (
        <Text size="xs" c="dimmed" tt="uppercase">
          {fullTitle({ title: group.parentTitle, titlePrefix: group.parentTitlePrefix })}
        </Text>
      )}
      <Title order={3} size="h5">
        <UnstyledButton className={classes.toggle} aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
          <span aria-hidden="true" className={classes.chevron} data-open={open || undefined}>
            ▸
          </span>
          {title}
          {group.locked && (
            <>
              {' '}
              <span className={classes.locked}>{t('resource.list.locked')}</span>
            </>
          )}
        </UnstyledButton>
      </Title>
      {open && (
        <List id={listId} size="sm" spacing={4} mt={4} listStyleType="none">
          {group.resources.map((r) => (
            <List.Item key={r.id}>
              <ResourceItem resource={r} />
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}
