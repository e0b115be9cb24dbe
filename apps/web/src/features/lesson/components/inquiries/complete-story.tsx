import type { CompleteStoryAnswer } from '@continuum/contracts';
import { Text } from '@mantine/core';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './complete-story.module.css';
import { useDraft } from './inquiry-draft';
import type { InquiryProps } from './inquiry-props';
import { slideText } from './inquiry-public-choices';
import { blankNames, storyParts } from './story-parts';

type Blanks = Record<string, string>;

const sameBlanks = (a: Blanks, b: Blanks) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => (a[k] ?? '').trim() === (b[k] ?? '').trim());
};

/** The options of a blank the author gave a list to pick from, or undefined for a typed blank. */
function optionsOf(blanks: unknown, name: string): string[] | undefined {
  if (typeof blanks !== 'object' || blanks === null) return undefined;
  const options = (blanks as Record<string, { options?: unknown }>)[name]?.options;
  return Array.isArray(options) ? options.filter((o): o is string => typeof o === 'string') : undefined;
}

/**
 * COMPLETE_STORY: the story with an input (or a list, when the author gave options) in place of each
 * [[name]]. It is answered once every blank is filled (001 §5); emptying one makes it unanswered again.
 */
export function CompleteStoryInquiry({ slide, answer, onAnswerChange, disabled }: InquiryProps<CompleteStoryAnswer | undefined>) {
  const { t } = useTranslation();
  const parts = useMemo(() => storyParts(slideText(slide, 'text')), [slide]);
  const names = useMemo(() => blankNames(parts), [parts]);
  const [values, setValues] = useDraft(answer, (a) => a?.blanks ?? {}, sameBlanks);

  const change = (name: string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    const filled = names.every((n) => (next[n] ?? '').trim() !== '');
    onAnswerChange(filled ? { blanks: Object.fromEntries(names.map((n) => [n, next[n] ?? ''])) } : undefined);
  };

  return (
    <Text component="div" className={classes.story}>
      {parts.map((part) => {
        if (part.kind === 'text') return <Fragment key={part.at}>{part.text}</Fragment>;
        const label = t('lesson.story.blank', { number: part.number });
        const options = optionsOf(slide.blanks, part.name);
        const value = values[part.name] ?? '';
        return options ? (
          <select
            key={part.at}
            className={classes.blank}
            aria-label={label}
            value={value}
            disabled={disabled}
            onChange={(e) => change(part.name, e.currentTarget.value)}
          >
            <option value="">{t('lesson.story.choose')}</option>
            {options.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        ) : (
          <input
            key={part.at}
            className={classes.blank}
            aria-label={label}
            value={value}
            disabled={disabled}
            maxLength={200}
            onChange={(e) => change(part.name, e.currentTarget.value)}
          />
        );
      })}
    </Text>
  );
}
