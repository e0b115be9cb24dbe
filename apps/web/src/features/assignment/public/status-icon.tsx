import type { AssignmentStatus } from '@continuum/contracts';
import { useTranslation } from 'react-i18next';

type Kind = 'warning' | 'checked' | 'clock';

/** 001 §2: INCOMPLETE_ASSIGNMENT a warning; COMPLETE_NO_RESPONSE and COMPLETE_WITH_RESPONSE checked; otherwise a clock. */
export function statusIconKind(status: AssignmentStatus): Kind {
  if (status === 'INCOMPLETE_ASSIGNMENT') return 'warning';
  if (status === 'COMPLETE_NO_RESPONSE' || status === 'COMPLETE_WITH_RESPONSE') return 'checked';
  return 'clock';
}

const PATHS: Record<Kind, { d: string; color: string }> = {
  warning: { d: 'M8 1 15 14H1ZM8 5.5v4M8 11.5v1', color: '#a14d00' },
  checked: { d: 'M2 8.5 6 12.5 14 3.5', color: '#2b7a0b' },
  clock: { d: 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM8 4v4l3 2', color: '#3b5bdb' },
};

/**
 * The status icon of an assignment, an inline SVG (the app has no icon set) named by its status text, so a
 * screen reader hears what the colour and shape say.
 */
export function AssignmentStatusIcon({ status }: { status: AssignmentStatus }) {
  const { t } = useTranslation();
  const kind = statusIconKind(status);
  const { d, color } = PATHS[kind];
  return (
    <svg
      role="img"
      aria-label={t(`course.assignments.status.${status}`)}
      data-icon={kind}
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke={color}
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ flex: 'none' }}
    >
      <path d={d} />
    </svg>
  );
}
