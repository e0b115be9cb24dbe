import '@mantine/core/styles/Input.css';
import type { DraftTreeNode } from '@continuum/contracts';
import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConflictNotice } from './conflict-notice';
import { SaveStatus } from './save-status';
import { useField, useItemSave } from './use-item-save';

/**
 * A node's title and description; its metadata is kept as it is. The contracts' schema judges on the server, which
 * names each refused field (shown by SaveStatus): the studio chunk carries neither zod nor the form library
 * (decision 0203, the route budget).
 */
export function NodeForm({ productId, node }: { productId: number; node: DraftTreeNode }) {
  const { t } = useTranslation();
  const item = useItemSave(productId);
  const [title, setTitle] = useField(node.title, item.reloads);
  const [description, setDescription] = useField(node.description ?? '', item.reloads);
  const changed = title !== node.title || description !== (node.description ?? '');
  const titleError = title.trim() === '' ? t('studio.node.titleRequired') : undefined;
  const fieldError = (name: string) => item.fieldErrors.find((f) => f.field === name || f.field === `node.${name}`)?.message;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (titleError) return;
        item.submit({
          kind: 'node',
          body: {
            key: node.key,
            revision: node.revision,
            title: title.trim(),
            titlePrefix: node.titlePrefix,
            description: description || null,
            metadata: node.metadata,
          },
        });
      }}
    >
      <Stack gap="xs">
        <TextInput
          label={t('studio.node.title')}
          required
          maxLength={300}
          value={title}
          error={titleError ?? fieldError('title')}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <Textarea
          label={t('studio.node.description')}
          rows={2}
          maxLength={20_000}
          value={description}
          error={fieldError('description')}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <Button type="submit" disabled={!changed || titleError !== undefined} loading={item.pending}>
          {t('studio.node.save')}
        </Button>
        <SaveStatus saved={item.saved} failure={item.failure} fieldErrors={item.fieldErrors} />
        {item.conflict && <ConflictNotice conflict={item.conflict} onReload={item.reload} />}
      </Stack>
    </form>
  );
}
