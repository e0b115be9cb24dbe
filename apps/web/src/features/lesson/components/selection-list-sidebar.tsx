import type { PublicSlide } from '@continuum/contracts';
import '@mantine/core/styles/VisuallyHidden.css';
import { Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface SelectionListSidebarProps {
  slides: readonly PublicSlide[];
  /** The slide shown. */
  index: number;
  /** The last slide the learner has reached (the server's currentIndex): nothing after it can be selected. */
  reached: number;
  onGo: (index: number) => void;
}

/**
 * The lesson's selection-list right sidebar (000 §2 "right sidebar variants: selection list"; issue 25 item 21,
 * decision 0119): the lesson's slides in order, each one the learner has reached a button to it, the current one
 * marked, the ones ahead named but not selectable (the lesson is taken in order).
 */
export function SelectionListSidebar({ slides, index, reached, onGo }: SelectionListSidebarProps) {
  const { t } = useTranslation();
  return (
    <Stack component="nav" aria-label={t('lesson.sidebar.slides')} gap={4}>
      <Text fw={600} size="sm">
        {t('lesson.sidebar.slides')}
      </Text>
      <Stack component="ol" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
        {slides.map((s, i) => {
          const name = t('lesson.sidebar.slide', { number: i + 1, title: s.title });
          const state = s.taken ? t('lesson.sidebar.taken') : t('lesson.sidebar.notTaken');
          return (
            <li key={s.id}>
              {i <= reached ? (
                <Button
                  variant={i === index ? 'light' : 'subtle'}
                  size="compact-sm"
                  justify="start"
                  fullWidth
                  aria-current={i === index ? 'step' : undefined}
                  aria-label={`${name}, ${state}`}
                  onClick={() => i !== index && onGo(i)}
                >
                  {name}
                </Button>
              ) : (
                <Text size="sm" c="dimmed" px="xs">
                  {name} <VisuallyHidden>{t('lesson.sidebar.ahead')}</VisuallyHidden>
                </Text>
              )}
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
