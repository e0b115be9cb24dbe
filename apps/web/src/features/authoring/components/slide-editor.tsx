import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import { Button, Group, NumberInput, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HtmlContent } from '@/shared/ui/html-content';
import { previewMarkdown } from '../api/studio-api';
import { type Choice, ChoicesEditor } from './choices-editor';
import { ConflictNotice } from './conflict-notice';
import { SaveStatus } from './save-status';
import { useField, useItemSave } from './use-item-save';

interface Slide {
  id: string;
  type: string;
  title?: string;
  content?: string;
  requiredTime?: number;
  choices?: Choice[];
  [other: string]: unknown;
}

/**
 * One lesson slide: title, Markdown content with a preview rendered by the server (the same renderer and sanitizer
 * as the import), required time in seconds; a multiple-choice slide's choices too. Other fields are kept.
 */
export function SlideEditor({
  productId,
  nodeKey,
  slide,
  revision,
}: {
  productId: number;
  nodeKey: string;
  slide: Slide;
  revision: number;
}) {
  const { t } = useTranslation();
  const item = useItemSave(productId);
  const [title, setTitle] = useField(slide.title ?? '', item.reloads);
  const [content, setContent] = useField(slide.content ?? '', item.reloads);
  const [requiredTime, setRequiredTime] = useField<number>(slide.requiredTime ?? 0, item.reloads);
  const [choices, setChoices] = useField<Choice[]>(slide.choices ?? [], item.reloads);
  const [preview, setPreview] = useState<string | null>(null);
  const label = t('studio.slide.label', { title: slide.title ?? slide.id });
  return (
    <section aria-label={label}>
      <Title order={4} size="h5">
        {label}
      </Title>
      <Stack gap="xs">
        <TextInput label={t('studio.slide.title')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
        <Textarea
          label={t('studio.slide.content')}
          description={t('studio.slide.markdown')}
          rows={4}
          value={content}
          onChange={(e) => setContent(e.currentTarget.value)}
        />
        <NumberInput
          label={t('studio.slide.requiredTime')}
          min={0}
          max={3600}
          value={requiredTime}
          onChange={(v) => setRequiredTime(typeof v === 'number' ? v : Number(v) || 0)}
        />
        {choices.length > 0 && <ChoicesEditor choices={choices} onChange={setChoices} />}
        <Group>
          <Button variant="outline" onClick={async () => setPreview((await previewMarkdown(content)).html)}>
            {t('studio.slide.preview')}
          </Button>
          <Button
            loading={item.pending}
            onClick={() =>
              item.submit({
                kind: 'slide',
                body: {
                  nodeKey,
                  slideId: slide.id,
                  revision,
                  slide: { ...slide, title, content, requiredTime, ...(choices.length ? { choices } : {}) },
                },
              })
            }
          >
            {t('studio.slide.save', { title: slide.title ?? slide.id })}
          </Button>
        </Group>
        {preview !== null && (
          <section aria-label={t('studio.slide.previewLabel')}>
            <HtmlContent html={preview} />
          </section>
        )}
        <SaveStatus saved={item.saved} failure={item.failure} fieldErrors={item.fieldErrors} />
        {item.conflict && <ConflictNotice conflict={item.conflict} onReload={item.reload} />}
      </Stack>
    </section>
  );
}
