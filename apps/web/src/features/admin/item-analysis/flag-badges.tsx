import '@mantine/core/styles/Badge.css';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An item's flags as red badges, or a dash when it has none (the item and inquiry tables' last column). */
export function FlagBadges({ flags }: { flags: readonly string[] }) {
  const { t } = useTranslation();
  if (flags.length === 0) return '—';
  return (
    <Group gap={4}>
      {flags.map((f) => (
        <Badge key={f} color="red" variant="light">
          {t(`itemAnalysis.flags.${f}`)}
        </Badge>
      ))}
    </Group>
  );
}
