import { useEffect, useSyncExternalStore } from 'react';

/** The footers of 000 §2. Layouts pick one from the route; a view may declare another while it shows. */
export type FooterVariant = 'main' | 'product' | 'forum' | 'exam' | 'external';

// A stack, so the innermost declaring view wins and unmounting it restores the one below.
let declared: FooterVariant[] = [];
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/**
 * Declares the footer while the calling component is mounted. The exam view uses it: its route (/lp/…/lc/…)
 * does not say that the node is an exam, only the loaded node does.
 */
export function useFooterVariant(variant: FooterVariant): void {
  useEffect(() => {
    declared = [...declared, variant];
    notify();
    return () => {
      const at = declared.lastIndexOf(variant);
      declared = declared.filter((_, index) => index !== at);
      notify();
    };
  }, [variant]);
}

/** The footer a mounted view declared, or null to use the layout's own. */
export function useDeclaredFooterVariant(): FooterVariant | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => declared.at(-1) ?? null,
  );
}
