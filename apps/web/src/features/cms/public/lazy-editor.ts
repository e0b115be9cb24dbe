import { lazy } from 'react';
import { loadI18nPart } from '@/shared/i18n/i18n';

/**
 * The rich-text editor (Tiptap) with its labels: its own chunk, loaded only when an editor or an administrator
 * opens a block for editing (decision 0079).
 */
export const LazyRichTextEditor = lazy(() =>
  Promise.all([import('./rich-text-editor'), loadI18nPart('cms')]).then(([m]) => ({ default: m.RichTextEditor })),
);
