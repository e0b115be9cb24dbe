import type { PublicSlide } from '@continuum/contracts';
import { Stack, Text, Title } from '@mantine/core';
import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnsupported, paragraphs } from '../model/slide-kinds';

/**
 * The slide's title (focused when the slide changes, so keyboard and screen-reader users start there)
 * and its content; a type the player does not know says so (001 §3).
 */
export function SlideContent({ slide, headingRef }: { slide: PublicSlide; headingRef: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Stack gap="xs">
      <Title order={2} size="h3" id={id} ref={headingRef} tabIndex={-1}>
        {slide.title}
      </Title>
      {paragraphs(slide.content).map((p, i) => (
        // Paragraphs of one text: their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Text key={i}>{p}</Text>
      ))}
      {isUnsupported(slide) && (
        <Text c="dimmed" fs="italic">
          {t('lesson.unsupported', { type: slide.type })}
        </Text>
      )}
    </Stack>
  );
}
