import { useState } from 'react';

/**
 * What a text inquiry shows while typing (blank or partly filled text is no answer yet), kept in step
 * with the player: when the player's answer changes to one the draft does not show (Try Again clears it),
 * the draft follows; the echo of what the component itself reported changes nothing.
 */
export function useDraft<A, D>(answer: A | undefined, toDraft: (answer: A | undefined) => D, same: (a: D, b: D) => boolean) {
  const [draft, setDraft] = useState(() => toDraft(answer));
  const [seen, setSeen] = useState(answer);
  if (answer !== seen) {
    // Adjusting state while rendering (React's pattern for state that follows a prop) avoids a stale frame.
    setSeen(answer);
    const incoming = toDraft(answer);
    if (!same(incoming, draft)) setDraft(incoming);
  }
  return [draft, setDraft] as const;
}
