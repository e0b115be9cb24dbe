import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { ADDABLE_NODE_TYPES, type DraftTreeNode } from '@continuum/contracts';
import { Button, Group, NativeSelect, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { useChangeTree } from '../api/studio-api';

/** Adds a node last under a parent (the top of the course, or any node); key points take one point a line. */
export function AddNodeForm({
  nodes,
  treeRevision,
  change,
  parentKey: initialParent,
  onAdded,
}: {
  nodes: DraftTreeNode[];
  treeRevision: number;
  change: ReturnType<typeof useChangeTree>;
  parentKey: string | null;
  onAdded: (key: string) => void;
}) {
  const { t } = useTranslation();
  const [parent, setParent] = useState(initialParent ?? '');
  const [type, setType] = useState<(typeof ADDABLE_NODE_TYPES)[number]>('UNIT');
  const [title, setTitle] = useState('');
  const [points, setPoints] = useState('');
  const add = () =>
    change.mutate(
      {
        op: 'add',
        body: {
          treeRevision,
          parentKey: parent || null,
          type,
          title: title.trim(),
          ...(type === 'KEY_POINTS'
            ? {
                keyPoints: points
                  .split('\n')
                  .map((p) => p.trim())
                  .filter(Boolean),
              }
            : {}),
        },
      },
      {
        onSuccess: (r) => {
          if (!r.ok) return;
          setTitle('');
          setPoints('');
          onAdded(r.reply.key);
        },
      },
    );
  return (
    <section aria-labelledby="studio-add-node">
      <Title order={3} size="h4" id="studio-add-node">
        {t('studio.add.title')}
      </Title>
      <Stack gap="xs">
        <Group align="flex-end">
          <NativeSelect
            label={t('studio.add.parent')}
            value={parent}
            onChange={(e) => setParent(e.currentTarget.value)}
            data={[
              { value: '', label: t('studio.tree.top') },
              ...nodes.map((n) => ({ value: n.key, label: `${'\u2014 '.repeat(n.depth)}${n.title}` })),
            ]}
          />
          <NativeSelect
            label={t('studio.add.type')}
            value={type}
            onChange={(e) => setType(e.currentTarget.value as typeof type)}
            data={ADDABLE_NODE_TYPES.map((v) => ({ value: v, label: t(`studio.types.${v}`) }))}
          />
        </Group>
        <TextInput label={t('studio.add.nodeTitle')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} required />
        {type === 'KEY_POINTS' && (
          <Textarea
            label={t('studio.add.keyPoints')}
            description={t('studio.add.keyPointsHint')}
            rows={3}
            value={points}
            onChange={(e) => setPoints(e.currentTarget.value)}
          />
        )}
        <Button onClick={add} disabled={title.trim() === ''} loading={change.isPending}>
          {t('studio.add.submit')}
        </Button>
      </Stack>
    </section>
  );
}
