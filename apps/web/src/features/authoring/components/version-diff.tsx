import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Group, NativeSelect, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVersionDiff } from '../api/studio-api';

/** Two versions of a lineage compared: what was added, removed and changed, and the changed share (issue 30). */
export function VersionDiff({ lineage, versions }: { lineage: string; versions: number[] }) {
  const { t, i18n } = useTranslation();
  const [from, setFrom] = useState<number>(versions[0] ?? 1);
  const [to, setTo] = useState<number>(versions.at(-1) ?? 1);
  const diff = useVersionDiff(lineage, from, to);
  const options = versions.map((v) => ({ value: String(v), label: t('studio.diff.versionOption', { version: v }) }));
  const d = diff.data;
  const changed = d ? d.nodes.changed + d.slides.changed + d.questions.changed : 0;
  return (
    <section aria-label={t('studio.diff.label', { lineage })}>
      <Group align="flex-end" mt="sm">
        <NativeSelect
          label={t('studio.diff.from')}
          data={options}
          value={String(from)}
          onChange={(e) => setFrom(Number(e.currentTarget.value))}
        />
        <NativeSelect
          label={t('studio.diff.to')}
          data={options}
          value={String(to)}
          onChange={(e) => setTo(Number(e.currentTarget.value))}
        />
      </Group>
      {d && (
        <Text mt="xs" aria-live="polite">
          {t('studio.diff.summary', {
            changed,
            added: d.nodes.added + d.slides.added + d.questions.added,
            removed: d.nodes.removed + d.slides.removed + d.questions.removed,
            share: new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(d.changedFraction),
          })}
        </Text>
      )}
    </section>
  );
}
