import { readFileSync } from 'node:fs';

/** The keystroke data set (decision 0090): read where it lies, never copied into the repository. */
export const KEYSTROKES_FILE = process.env.KEYSTROKES_FILE ?? '/work/shared/data/keystrokes/dev.jsonl';

interface Line {
  subject: string;
  rep: number;
  events: { key: string; down: number; up: number }[];
}

/** One key of a phrase as a real typist pressed it: how long it is held and the wait before the next press. */
export interface KeyTiming {
  key: string;
  hold: number;
  gap: number;
}

/**
 * A phrase typed with one data-set rep's rhythm: the rep's hold times and down-down latencies are laid
 * over the phrase's characters in turn (scaled by `tempo`, the data set being typed on a touch screen).
 */
export function phraseTimings(subject: string, rep: number, phrase: string, tempo = 0.25): KeyTiming[] {
  const line = readFileSync(KEYSTROKES_FILE, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Line)
    .find((l) => l.subject === subject && l.rep === rep);
  if (!line) throw new Error(`no rep ${rep} of ${subject} in ${KEYSTROKES_FILE}`);
  const holds = line.events.map((e) => e.up - e.down);
  const gaps = line.events.slice(1).map((e, i) => e.down - (line.events[i] as Line['events'][number]).down);
  return [...phrase].map((key, i) => ({
    key,
    hold: Math.max(15, Math.round((holds[i % holds.length] as number) * tempo * 2)),
    gap: Math.max(40, Math.round((gaps[i % gaps.length] as number) * tempo)),
  }));
}

/** The events those timings make, as the recorder would see them (for checks outside a browser). */
export function timingEvents(timings: readonly KeyTiming[]) {
  let t = 0;
  return timings.map((k, i) => {
    if (i > 0) t += (timings[i - 1] as KeyTiming).gap;
    return { key: k.key, down: t, up: t + Math.min(k.hold, k.gap - 5) };
  });
}
