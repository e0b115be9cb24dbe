import type { ComponentType } from 'react';
import { type I18nPart, loadI18nPart } from '@/shared/i18n/i18n';

/**
 * A route `lazy` that loads the page's chunk and its translation parts together, so the page never renders
 * with missing texts and each part is fetched only when a screen needs it.
 */
export function lazyPage(parts: I18nPart[], load: () => Promise<ComponentType>) {
  return async () => {
    const [Component] = await Promise.all([load(), ...parts.map(loadI18nPart)]);
    return { Component };
  };
}
