import type { ReactNode } from 'react';

/** A labelled region that scrolls sideways: it takes focus so the keyboard can scroll it too (axe). */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-label={label} tabIndex={0} style={{ overflowX: 'auto', flex: 1, minWidth: 0 }}>
      {children}
    </section>
  );
}
