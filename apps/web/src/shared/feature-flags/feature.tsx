import type { ReactNode } from 'react';
import { useFeatureFlag } from './use-feature-flag';

/** Renders its children unless the named feature flag is false. */
export function Feature({ flag, children }: { flag: string; children: ReactNode }) {
  return useFeatureFlag(flag) ? children : null;
}
