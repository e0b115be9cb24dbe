import type { CmsPublicBlock } from '@continuum/contracts';
import { Button, Group, Loader, Stack } from '@mantine/core';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { BlockView } from './block-view';
import { useSaveBlock } from './get-block';
import { LazyRichTextEditor } from './lazy-editor';

/**
 * A block as content editors and administrators see it (000 §1 "edit content blocks inline"): the block with an
 * Edit button that opens the rich-text editor in place; Save stores a new version and shows what the server kept
 * (its sanitized HTML), Cancel leaves the block as it was. Focus returns to Edit afterwards.
 */
export function EditableBlock({ block }: { block: CmsPublicBlock }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useSaveBlock();
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const editing = draft !== null;

  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const close = () => {
    save.reset();
    setDraft(null);
  };
  const submit = () => {
    if (draft === null) return;
    const { id, key, name, description } = block;
    save.mutate(
      { id, key, name, description, content: draft },
      {
        onSuccess: () => {
          setSaved(true);
          setDraft(null);
        },
      },
    );
  };

  if (editing) {
    return (
      <Stack gap="xs" mb="md" data-content-block-editor={block.key}>
        <Suspense fallback={<Loader size="sm" aria-label={t('cms.block.loading')} />}>
          <LazyRichTextEditor
            label={t('cms.block.editorLabel', { name: block.name })}
            value={block.content}
            onChange={setDraft}
          />
        </Suspense>
        {save.isError && <MessageAlert tone="error">{httpErrorText(save.error)}</MessageAlert>}
        <Group gap="xs">
          <Button size="xs" onClick={submit} loading={save.isPending}>
            {t('cms.block.save')}
          </Button>
          <Button size="xs" variant="default" onClick={close} disabled={save.isPending}>
            {t('cms.block.cancel')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap={4} mb="md">
      <BlockView html={block.content} blockKey={block.key} spaced={false} />
      <Group gap="xs">
        <Button
          ref={editButton}
          size="compact-xs"
          variant="subtle"
          aria-label={t('cms.block.editOf', { name: block.name })}
          onClick={() => {
            setSaved(false);
            setDraft(block.content);
          }}
        >
          {t('cms.block.edit')}
        </Button>
        <span role="status">{saved ? t('cms.block.saved') : ''}</span>
      </Group>
    </Stack>
  );
}
