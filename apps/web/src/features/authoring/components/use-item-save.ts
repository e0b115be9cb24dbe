import type { DraftConflictReply } from '@continuum/contracts';
import { useState } from 'react';
import { isApiError } from '@/shared/http/api-error';
import { useReloadTree, useSaveItem } from '../api/studio-api';

type SaveItem = ReturnType<typeof useSaveItem>;

/**
 * One editor's save: the 409 conflict (the other's value) and the refused fields kept for the editor to show;
 * reload reads the tree again and clears them, and `reloads` tells the editor to start over from the other's revision
 * (an editor is not keyed by revision: its own save bumps the revision, and "Saved." must stay in view).
 */
export function useItemSave(productId: number) {
  const save = useSaveItem(productId);
  const reloadTree = useReloadTree(productId);
  const [conflict, setConflict] = useState<DraftConflictReply | null>(null);
  const [saved, setSaved] = useState(false);
  // Bumped once a reload has read the tree again: editors key their fields by it, so they start from the other's value.
  const [reloads, setReloads] = useState(0);
  const submit = (edit: Parameters<SaveItem['mutate']>[0]) => {
    setSaved(false);
    save.mutate(edit, {
      onSuccess: (r) => {
        if (r.ok) setSaved(true);
        else setConflict(r.conflict);
      },
    });
  };
  const reload = async () => {
    setConflict(null);
    setSaved(false);
    await reloadTree();
    setReloads((n) => n + 1);
  };
  const fieldErrors = isApiError(save.error) ? save.error.fieldErrors : [];
  const failure = save.error && !isApiError(save.error) ? String(save.error) : isApiError(save.error) ? save.error.message : null;
  return { submit, reload, reloads, conflict, saved, pending: save.isPending, fieldErrors, failure };
}

/** An editor's field: starts from the saved value, and again from the then saved value after each reload. */
export function useField<T>(initial: T, reloads: number): [T, (value: T) => void] {
  const [state, setState] = useState({ value: initial, reloads });
  const set = (value: T) => setState({ value, reloads });
  // Adjusting state while rendering (React's pattern for "reset when a prop changes"): no stale frame is drawn.
  if (state.reloads !== reloads) {
    setState({ value: initial, reloads });
    return [initial, set];
  }
  return [state.value, set];
}
