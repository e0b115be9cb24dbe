import type { NodeStatusName } from '@continuum/contracts';

/**
 * A topic's percent complete, or null for '--%' (001 §2 topic table of contents): when there is no figure,
 * or when the topic was never opened, so 0% is not shown for work not begun.
 */
export function topicPercent(status: NodeStatusName | undefined, value: string | undefined): number | null {
  const n = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(n)) return null;
  if (n === 0 && status !== 'IN_PROGRESS' && status !== 'COMPLETE' && status !== 'COMPLETE_FAIL') return null;
  return n;
}
