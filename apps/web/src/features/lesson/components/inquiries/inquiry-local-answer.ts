import { useState } from 'react';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * For inquiries that keep state the answer does not hold (an incomplete matching, a branching or survey
 * path with the options the server sent): returns `report`, which passes an answer to the player (undefined:
 * nothing answered any more), and calls `onForeign` when the player puts in an answer the component did not
 * report (Try Again and Retake clear it), so that state can start over. The player's echo of a report is
 * not foreign.
 */
export function useReportedAnswer<A>(
  answer: A | undefined,
  onAnswerChange: (answer: A | undefined) => void,
  onForeign: (answer: A | undefined) => void,
): (next: A | undefined) => void {
  const [seen, setSeen] = useState(answer);
  const [reported, setReported] = useState(answer);
  if (answer !== seen) {
    // Adjusting state while rendering (React's pattern for state that follows a prop) avoids a stale frame.
    setSeen(answer);
    if (!same(answer, reported)) {
      setReported(answer);
      onForeign(answer);
    }
  }
  return (next) => {
    if (same(next, answer)) return;
    setReported(next);
    onAnswerChange(next);
  };
}
