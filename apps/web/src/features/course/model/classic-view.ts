import { useState } from 'react';
import { localStore } from '@/shared/storage/local-store';

/** Per learner login, so two learners sharing a browser keep their own choice (decision 0071). */
const keyOf = (login: string) => `continuum.classicView.${login}`;

export function readClassicView(login: string): boolean {
  return localStore.get(keyOf(login)) === 'true';
}

/**
 * The classic-view preference of 000 §1 (decision 0071): the course home lists the whole table of contents
 * at once instead of a window of sections. A product with enhancedViewRequired (000 §3) always shows the
 * standard view and offers no switch.
 */
export function useClassicView(product: { login: string; enhancedViewRequired: boolean }) {
  const [classic, setClassic] = useState(() => readClassicView(product.login));
  const toggle = () => {
    localStore.set(keyOf(product.login), String(!classic));
    setClassic(!classic);
  };
  const offered = !product.enhancedViewRequired;
  return { classic: offered && classic, offered, toggle };
}
