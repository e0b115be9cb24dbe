import type { TypedKey } from '@continuum/contracts';
import { type KeyboardEvent, useCallback, useRef, useState } from 'react';

/**
 * Records the key presses of the phrase field only (its own keydown/keyup handlers, never a document
 * listener): key, and down/up times in ms from the first press, the keystroke data set's format.
 */
export function useKeyRecorder() {
  const start = useRef<number | null>(null);
  const pending = useRef(new Map<string, TypedKey>());
  const [events, setEvents] = useState<TypedKey[]>([]);

  const onKeyDown = useCallback((event: KeyboardEvent) => {
    if (event.repeat) return;
    const now = event.timeStamp || performance.now();
    start.current ??= now;
    const entry = { key: event.key, down: Math.round(now - start.current), up: -1 };
    pending.current.set(event.code || event.key, entry);
    setEvents((list) => [...list, entry]);
  }, []);

  const onKeyUp = useCallback((event: KeyboardEvent) => {
    const entry = pending.current.get(event.code || event.key);
    if (!entry || start.current === null) return;
    pending.current.delete(event.code || event.key);
    entry.up = Math.max(entry.down, Math.round((event.timeStamp || performance.now()) - start.current));
    setEvents((list) => [...list]);
  }, []);

  const clear = useCallback(() => {
    start.current = null;
    pending.current.clear();
    setEvents([]);
  }, []);

  /** The finished presses (a key still held has no up time and is left out). */
  const recorded = useCallback(() => events.filter((e) => e.up >= 0).map((e) => ({ ...e })), [events]);

  return { onKeyDown, onKeyUp, clear, recorded };
}
