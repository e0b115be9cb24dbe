import { useDebugValue, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

/**
 * What Tiptap's React bindings import from `use-sync-external-store/shim` and `.../shim/with-selector`, on React's
 * own hook (React 18+ has it built in; the shim is a CommonJS copy for older React). vite.config.ts points Tiptap's
 * two imports here: the shim lives in the shared runtime chunk, and a lazy chunk importing it from there made that
 * chunk export one more name, which grew the initial load (decision 0079). The selector version follows React's
 * (use-sync-external-store/src/useSyncExternalStoreWithSelector.js, MIT).
 */
export { useSyncExternalStore };

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  // The last selection rendered, to return the same object while the selector's result is equal.
  const instRef = useRef<{ hasValue: boolean; value: Selection | null }>({ hasValue: false, value: null });
  const inst = instRef.current;
  const [getSelection, getServerSelection] = useMemo(() => {
    let hasMemo = false;
    let memoizedSnapshot: Snapshot;
    let memoizedSelection: Selection;
    const memoizedSelector = (nextSnapshot: Snapshot): Selection => {
      if (!hasMemo) {
        hasMemo = true;
        memoizedSnapshot = nextSnapshot;
        const nextSelection = selector(nextSnapshot);
        if (isEqual !== undefined && inst.hasValue) {
          const current = inst.value as Selection;
          if (isEqual(current, nextSelection)) {
            memoizedSelection = current;
            return current;
          }
        }
        memoizedSelection = nextSelection;
        return nextSelection;
      }
      if (Object.is(memoizedSnapshot, nextSnapshot)) return memoizedSelection;
      const nextSelection = selector(nextSnapshot);
      if (isEqual?.(memoizedSelection, nextSelection)) {
        memoizedSnapshot = nextSnapshot;
        return memoizedSelection;
      }
      memoizedSnapshot = nextSnapshot;
      memoizedSelection = nextSelection;
      return nextSelection;
    };
    const server = getServerSnapshot ?? null;
    return [() => memoizedSelector(getSnapshot()), server === null ? undefined : () => memoizedSelector(server())];
  }, [getSnapshot, getServerSnapshot, selector, isEqual, inst]);
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    inst.hasValue = true;
    inst.value = value;
  }, [inst, value]);
  useDebugValue(value);
  return value;
}
