/**
 * A padlock drawn inline: the emoji it replaces rendered as an empty box where no emoji font is
 * installed, and the app has no icon set to take one from (decision 0067).
 */
export function LockIcon({ label, size = 40 }: { label: string; size?: number }) {
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
      <circle cx="12" cy="16" r="1" fill="currentColor" />
    </svg>
  );
}
