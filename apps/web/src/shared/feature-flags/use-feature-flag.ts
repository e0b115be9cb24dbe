import { useFeatureFlags } from './get-feature-flags';

/**
 * False only when the server flags the feature off (000 §4: a false flag hides its feature).
 * Unknown flags are on, so a feature without a flag row is never hidden by accident.
 */
export function useFeatureFlag(name: string | undefined): boolean {
  const flags = useFeatureFlags();
  if (!name) return true;
  return flags.data?.[name] !== false;
}
