/** One key press as the browser records it and the data set holds it: times in ms from any origin. */
export interface KeyEvent {
  key: string;
  down: number;
  up: number;
}

/**
 * The timing vector of one typed sample, in the order of its keys: hold times (up - down) of every key,
 * then down-down and up-down latencies between consecutive keys, then the down-down latencies as shares of
 * the whole duration (tempo-invariant: a typist who is slower today keeps the rhythm).
 */
export function timingVector(events: readonly KeyEvent[]): number[] {
  const n = events.length;
  const hold: number[] = [];
  const downDown: number[] = [];
  const upDown: number[] = [];
  for (let i = 0; i < n; i++) {
    const e = events[i] as KeyEvent;
    hold.push(e.up - e.down);
    if (i + 1 < n) {
      const next = events[i + 1] as KeyEvent;
      downDown.push(next.down - e.down);
      upDown.push(next.down - e.up);
    }
  }
  const total = Math.max(
    1,
    downDown.reduce((sum, v) => sum + Math.max(0, v), 0),
  );
  const shares = downDown.map((v) => (1000 * v) / total);
  return [...hold, ...downDown, ...upDown, ...shares];
}

/** Keys of a sample, the sequence its vector is aligned on. */
export function keySequence(events: readonly KeyEvent[]): string[] {
  return events.map((e) => e.key);
}

/**
 * Aligns a sample on the enrolled key sequence (longest common subsequence, so one typo corrected by the
 * typist still compares): returns the sample's events in the reference order, null where a key is missing.
 */
export function alignOn(reference: readonly string[], events: readonly KeyEvent[]): (KeyEvent | null)[] {
  const n = reference.length;
  const m = events.length;
  const table: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    const row = table[i] as number[];
    const below = table[i + 1] as number[];
    for (let j = m - 1; j >= 0; j--) {
      row[j] =
        reference[i] === (events[j] as KeyEvent).key
          ? (below[j + 1] as number) + 1
          : Math.max(below[j] as number, row[j + 1] as number);
    }
  }
  const aligned: (KeyEvent | null)[] = [];
  let i = 0;
  let j = 0;
  while (i < n) {
    if (j < m && reference[i] === (events[j] as KeyEvent).key) {
      aligned.push(events[j] as KeyEvent);
      i++;
      j++;
    } else if (j < m && ((table[i + 1] as number[])[j] as number) < ((table[i] as number[])[j + 1] as number)) {
      j++;
    } else {
      aligned.push(null);
      i++;
    }
  }
  return aligned;
}

/**
 * The vector of a sample aligned on a reference: features touching a missing key are NaN (the scorers
 * count them as a full-cap deviation, so dropping keys never helps an impostor).
 */
export function alignedVector(reference: readonly string[], events: readonly KeyEvent[]): number[] {
  const aligned = alignOn(reference, events);
  if (aligned.every((e) => e !== null)) return timingVector(aligned as KeyEvent[]);
  // Fill the gaps with placeholder events, then blank every feature that touched one.
  const filled = aligned.map((e) => e ?? { key: '', down: Number.NaN, up: Number.NaN });
  return timingVector(filled);
}
