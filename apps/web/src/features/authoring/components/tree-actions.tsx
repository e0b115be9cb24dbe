import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import type { DraftTreeNode } from '@continuum/contracts';
import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/http/api-error';
import { AlertDialog } from '@/shared/ui/alert-dialog';
import type { useChangeTree } from '../api/studio-api';

type ChangeTree = ReturnType<typeof useChangeTree>;

/** Move up, move down, move to another parent, delete (after a confirmation): the selected node's tree actions. */
export function TreeActions({
  node,
  nodes,
  treeRevision,
  change,
  onDeleted,
}: {
  node: DraftTreeNode;
  nodes: DraftTreeNode[];
  treeRevision: number;
  change: ChangeTree;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const siblings = nodes.filter((n) => n.parentKey === node.parentKey);
  const index = siblings.findIndex((n) => n.key === node.key);
  // Not under itself or its subtree: a node's descendants follow it with a greater depth.
  const start = nodes.findIndex((n) => n.key === node.key);
  let end = start + 1;
  while (end < nodes.length && (nodes[end]?.depth ?? 0) > node.depth) end++;
  const inside = new Set(nodes.slice(start, end).map((n) => n.key));
  const parents = nodes.filter((n) => !inside.has(n.key));
  const [target, setTarget] = useState('');
  const move = (parentKey: string | null, position: number) =>
    change.mutate({ op: 'move', body: { treeRevision, key: node.key, parentKey, position } });
  const subtree = end - start - 1;
  return (
    <section aria-label={t('studio.tree.actions', { title: node.title })}>
      <Group gap="xs" mt="sm">
        <Button variant="outline" size="xs" disabled={index <= 0} onClick={() => move(node.parentKey, index - 1)}>
          {t('studio.tree.moveUp')}
        </Button>
        <Button
          variant="outline"
          size="xs"
          disabled={index >= siblings.length - 1}
          onClick={() => move(node.parentKey, index + 1)}
        >
          {t('studio.tree.moveDown')}
        </Button>
        <NativeSelect
          size="xs"
          label={t('studio.tree.moveTo')}
          value={target}
          onChange={(e) => setTarget(e.currentTarget.value)}
          data={[
            { value: '', label: t('studio.tree.chooseParent') },
            { value: '\u0000top', label: t('studio.tree.top') },
            ...parents.map((p) => ({ value: p.key, label: `${'\u2014 '.repeat(p.depth)}${p.title}` })),
          ]}
        />
        <Button
          variant="outline"
          size="xs"
          disabled={target === ''}
          onClick={() => move(target === '\u0000top' ? null : target, 10_000)}
        >
          {t('studio.tree.move')}
        </Button>
        <Button color="red.9" size="xs" onClick={() => setConfirming(true)}>
          {t('studio.tree.delete')}
        </Button>
      </Group>
      <AlertDialog
        opened={confirming}
        title={t('studio.tree.deleteTitle', { title: node.title })}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button variant="default" data-autofocus onClick={() => setConfirming(false)}>
              {t('studio.cancel')}
            </Button>
            <Button
              color="red.9"
              onClick={() => {
                setConfirming(false);
                change.mutate({ op: 'delete', body: { treeRevision, key: node.key } }, { onSuccess: (r) => r.ok && onDeleted() });
              }}
            >
              {t('studio.tree.deleteConfirm')}
            </Button>
          </>
        }
      >
        <Text>{t('studio.tree.deleteBody', { count: subtree })}</Text>
      </AlertDialog>
      {isApiError(change.error) && (
        <Text c="red.9" size="sm" role="alert">
          {change.error.message}
        </Text>
      )}
    </section>
  );
}
