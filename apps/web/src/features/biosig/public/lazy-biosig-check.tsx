import { lazy, Suspense } from 'react';
import { loadI18nPart } from '@/shared/i18n/i18n';
import type { BiosigCheckProps } from './biosig-check';

// The check and its texts load only when a course or exam asks for one (nothing in the first load).
const Check = lazy(async () => {
  const [m] = await Promise.all([import('./biosig-check'), loadI18nPart('biosig')]);
  return { default: m.BiosigCheck };
});

/** The biometric check modal, loaded on first use (decision 0091). */
export function LazyBiosigCheck(props: BiosigCheckProps) {
  return (
    <Suspense fallback={null}>
      <Check {...props} />
    </Suspense>
  );
}
