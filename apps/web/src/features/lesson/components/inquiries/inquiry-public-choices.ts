import type { PublicSlide } from '@continuum/contracts';

/** An id and a text as the server's public view publishes choices, items, targets, matches and options. */
export interface PublicChoice {
  id: string;
  text: string;
}

const isChoice = (value: unknown): value is PublicChoice =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PublicChoice).id === 'string' &&
  typeof (value as PublicChoice).text === 'string';

/**
 * A list of choices from a slide's type-specific fields. PublicSlide types those fields as unknown (one
 * schema for every inquiry type), so each entry is checked rather than cast: a malformed entry is left out
 * instead of crashing the lesson.
 */
export function publicChoices(value: unknown): PublicChoice[] {
  return Array.isArray(value) ? value.filter(isChoice).map(({ id, text }) => ({ id, text })) : [];
}

/** A numeric field of the slide, or the fallback when it is missing or not a finite number. */
export function slideNumber(slide: PublicSlide, field: string, fallback: number): number {
  const value = slide[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** A text field of the slide, or '' when it is missing. */
export function slideText(slide: PublicSlide, field: string): string {
  const value = slide[field];
  return typeof value === 'string' ? value : '';
}
