import type { TypingDevice } from '@continuum/contracts';

/** A touch device types on a screen keyboard: its templates are apart ('mobile', 000 §9 mobilecount). */
export function typingDevice(): TypingDevice {
  const coarse = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  return coarse && navigator.maxTouchPoints > 0 ? 'mobile' : 'desktop';
}

/** The phrase of the learner's language (decision 0090): 1 English, 2 French. */
export const typingTextId = (language: string) => (language.startsWith('fr') ? 2 : 1);
