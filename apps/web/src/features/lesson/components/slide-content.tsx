import type { PublicSlide } from '@continuum/contracts';
import { Stack, Text, Title } from '@mantine/core';
import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HtmlContent } from '@/shared/ui/html-content';
import { isUnsupported, slideHtml } from '../model/slide-kinds';

/**
 * The slide's title (focused when the slide changes, so keyboard and screen-reader users start there)
 * and its content; a type the player does not know says so (001 §3). The content is the package's
 * Markdown, which the server renders to sanitized HTML at import (lesson/slide-markdown.ts), so it is
 * inserted as it comes and no Markdown code ships to the browser.
 */
export function SlideContent({ slide, headingRef }: { slide: PublicSlide; headingRef: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation();
  const id = useId();
  const html = slideHtml(slide.content);
  return (
    <Stack gap="xs">
      <Title order={2} size="h3" id={id} ref={headingRef} tabIndex={-1}>
        {slide.title}
      </Title>
      {html !== '' && <HtmlContent html={html} />}
      {isUnsupported(slide) && (
        <Text c="dimmed" fs="italic">
          {t('lesson.unsupported', { type: slide.type })}
        </Text>
      )}
    </Stack>
  );
}
