import { Button, Group, Text, Title } from '@mantine/core';
import { type KeyboardEvent, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { findTourAnchor, type TourAnchor } from './anchors';
import classes from './guided-tour.module.css';

export interface TourStep {
  anchor: TourAnchor;
  title: string;
  body: string;
}

interface GuidedTourProps {
  /** The dialog's name, e.g. "Tour of the course home". */
  label: string;
  /** Steps whose part is on the page (useGuidedTour leaves out the others). */
  steps: TourStep[];
  /** Done, Skip tour or Escape: the tour is over. */
  onClose: () => void;
}

const GAP = 12;
const MARGIN = 8;

/**
 * A step dialog beside the page part it explains (000 §2 guided tours). Modal while open: focus stays in it
 * (Tab cycles, a shield takes stray clicks), Escape ends it, and focus goes back where it was when it closes.
 * Each step moves focus to its main button, which is described by the step's text, so a screen reader
 * reads the step as it arrives.
 */
export function GuidedTour({ label, steps, onClose }: GuidedTourProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const primary = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<Element | null>(null);
  const titleId = useId();
  const bodyId = useId();
  const step = steps[index];
  // By name: the caller rebuilds its steps on each render, which must not move the page back to the part.
  const anchorName = step?.anchor;
  const last = index === steps.length - 1;

  useEffect(() => {
    returnFocus.current = document.activeElement;
    return () => {
      const back = returnFocus.current;
      if (back instanceof HTMLElement && back !== document.body && back.isConnected) back.focus();
    };
  }, []);

  const position = useCallback(() => {
    const anchor = anchorName ? findTourAnchor(anchorName) : null;
    const box = dialog.current;
    if (!anchor || !box) return;
    const rect = anchor.getBoundingClientRect();
    const height = box.offsetHeight;
    const width = box.offsetWidth;
    // Below the part when it fits in the window, above it otherwise; never off the page's sides.
    const below = rect.bottom + GAP + height <= window.innerHeight || rect.top - GAP - height < 0;
    const top = (below ? rect.bottom + GAP : rect.top - GAP - height) + window.scrollY;
    const left = Math.max(MARGIN, Math.min(rect.left, document.documentElement.clientWidth - width - MARGIN)) + window.scrollX;
    setPlace({ top: Math.max(MARGIN, top), left });
  }, [anchorName]);

  useLayoutEffect(() => {
    const anchor = anchorName ? findTourAnchor(anchorName) : null;
    if (!anchor) return;
    anchor.setAttribute('data-tour-current', '');
    anchor.scrollIntoView?.({ block: 'center' });
    position();
    return () => anchor.removeAttribute('data-tour-current');
  }, [anchorName, position]);

  // Focus once the dialog is placed: until then it is hidden, and a hidden button cannot take focus.
  const placed = place !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new step (index) moves focus to its button.
  useEffect(() => {
    if (placed) primary.current?.focus();
  }, [placed, index]);

  useEffect(() => {
    window.addEventListener('resize', position);
    return () => window.removeEventListener('resize', position);
  }, [position]);

  if (!step) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') trapTab(event, dialog.current);
  };

  return createPortal(
    <>
      <div className={classes.shield} aria-hidden="true" />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        className={classes.dialog}
        style={place ? { top: place.top, left: place.left } : { visibility: 'hidden' }}
        onKeyDown={onKeyDown}
      >
        <Text size="xs" c="dimmed" fw={600}>
          {t('global.tour.stepOf', { number: index + 1, count: steps.length })}
        </Text>
        <Title order={2} size="h4" id={titleId} mt={4}>
          {step.title}
        </Title>
        <Text size="sm" id={bodyId} mt="xs">
          {step.body}
        </Text>
        <Group key={index} justify="space-between" mt="md" gap="xs">
          <Button variant="subtle" size="compact-sm" onClick={onClose}>
            {t('global.tour.skip')}
          </Button>
          <Group gap="xs">
            {index > 0 && (
              <Button variant="default" size="compact-sm" onClick={() => setIndex(index - 1)}>
                {t('global.tour.back')}
              </Button>
            )}
            <Button
              ref={primary}
              size="compact-sm"
              aria-describedby={`${titleId} ${bodyId}`}
              onClick={() => (last ? onClose() : setIndex(index + 1))}
            >
              {last ? t('global.tour.done') : t('global.tour.next')}
            </Button>
          </Group>
        </Group>
      </div>
    </>,
    document.body,
  );
}

/** Keeps Tab and Shift+Tab among the dialog's buttons. */
function trapTab(event: KeyboardEvent, box: HTMLElement | null) {
  const focusable = box ? Array.from(box.querySelectorAll<HTMLElement>('button:not([disabled])')) : [];
  const first = focusable[0];
  const lastOne = focusable.at(-1);
  if (!first || !lastOne) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    lastOne.focus();
  } else if (!event.shiftKey && document.activeElement === lastOne) {
    event.preventDefault();
    first.focus();
  }
}
