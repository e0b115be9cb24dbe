import '@mantine/core/styles/Input.css';
import type { CmsBlock } from '@continuum/contracts';
import { CMS_DESCRIPTION_MAX, CMS_KEY_MAX, CMS_KEY_PATTERN, CMS_NAME_MAX, cmsContentIsEmpty } from '@continuum/contracts';
import { Button, Group, Loader, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type FormEvent, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyRichTextEditor } from '@/features/cms/public/lazy-editor';
import { isApiError } from '@/shared/http/api-error';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { useSaveCmsBlock } from '../api/cms-blocks';

interface Fields {
  key: string;
  name: string;
  description: string;
  content: string;
}
const EMPTY: Fields = { key: '', name: '', description: '', content: '' };

/**
 * Creates a block (no `block`) or saves a new version of one: key, name, description and the rich-text content.
 * The server's sanitized content is what the list and the pages show afterwards.
 */
export function CmsBlockForm({ block, onSaved }: { block?: CmsBlock; onSaved: (saved: CmsBlock) => void }) {
  const { t } = useTranslation();
  const save = useSaveCmsBlock();
  const [form, setForm] = useState<Fields>(block ?? EMPTY);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form opens above the list: keyboard and screen-reader users are taken to it.
  useEffect(() => heading.current?.focus(), []);
  const serverError = (field: string) =>
    save.isError && isApiError(save.error) ? save.error.fieldErrors?.find((f) => f.field === field)?.message : undefined;
  const keyProblem = form.key && !CMS_KEY_PATTERN.test(form.key) ? t('cmsBlocks.fields.keyRule') : undefined;
  // A block is saved with content or not at all (issue 25 item 42): an empty editor keeps Save disabled.
  const valid = form.key.length > 0 && !keyProblem && form.name.trim().length > 0 && !cmsContentIsEmpty(form.content);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { key, name, description, content } = form;
    save.mutate({ ...(block ? { id: block.id } : {}), key, name, description, content }, { onSuccess: onSaved });
  };
  const known = save.isError && isApiError(save.error) && (save.error.fieldErrors?.length ?? 0) > 0;
  return (
    <form onSubmit={submit}>
      <Stack gap="xs" maw={720} mb="xl">
        <Title order={2} size="h4" ref={heading} tabIndex={-1}>
          {block ? t('cmsBlocks.form.editTitle', { key: block.key }) : t('cmsBlocks.form.newTitle')}
        </Title>
        {save.isError && !known && <MessageAlert tone="error">{httpErrorText(save.error)}</MessageAlert>}
        <TextInput
          label={t('cmsBlocks.fields.key')}
          description={t('cmsBlocks.fields.keyHint')}
          required
          maxLength={CMS_KEY_MAX}
          value={form.key}
          onChange={(e) => setForm({ ...form, key: e.currentTarget.value })}
          error={keyProblem ?? serverError('key')}
        />
        <TextInput
          label={t('cmsBlocks.fields.name')}
          required
          maxLength={CMS_NAME_MAX}
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
          error={serverError('name')}
        />
        <Textarea
          label={t('cmsBlocks.fields.description')}
          maxLength={CMS_DESCRIPTION_MAX}
          rows={3}
          value={form.description}
          onChange={(e) => setForm({ ...form, description: e.currentTarget.value })}
          error={serverError('description')}
        />
        <Text size="sm" fw={500} aria-hidden="true">
          {t('cmsBlocks.fields.content')}
        </Text>
        <Suspense fallback={<Loader size="sm" aria-label={t('cmsBlocks.form.loadingEditor')} />}>
          <LazyRichTextEditor
            key={block?.id ?? 'new'}
            label={t('cmsBlocks.fields.content')}
            value={form.content}
            onChange={(content) => setForm((current) => ({ ...current, content }))}
          />
        </Suspense>
        {serverError('content') && (
          <Text size="sm" c="red.8">
            {serverError('content')}
          </Text>
        )}
        <Group>
          <Button type="submit" disabled={!valid} loading={save.isPending}>
            {t('cmsBlocks.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
