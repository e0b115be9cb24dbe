import '@mantine/core/styles/List.css';
import type { Resource } from '@continuum/contracts';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResourceItem } from './resource-item';

/** 'Course Materials': the handbooks, locked until their learning component is unlocked (001 §2). */
export function HandbookList({ handbooks }: { handbooks: Resource[] }) {
  const { t } = useTranslation();
  if (handbooks.length === 0) return <Text c="dimmed">{t('resource.list.materialsEmpty')}</Text>;
  return (
    <List spacing={4} listStyleType="none">
      {handbooks.map((h) => (
        <List.Item key={h.id}>
          <ResourceItem resource={h} />
        </List.Item>
      ))}
    </List>
  );
}
