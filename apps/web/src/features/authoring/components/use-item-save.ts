import type { DraftConflictReply } from '@continuum/contracts';
import { useState } from 'react';
import { isApiError } from '@/shared/http/api-error';
import { useReloadTree, useSaveItem } from '../api/studio-api';

type SaveItem = ReturnType<typeof useSaveItem>;

/**
 * One editor's save: the 409 conflict (the other's value) and the refused fields kept for the editor to show;
 * reload reads the tree again and clears them, so the editor starts over from the other's revision.
 */
export function useItemSave(productId: number) {
  const save = useSaveItem(productId);
  const reloadTree = useReloadTree(productId);
  const [conflict, setConflict] = useState<DraftConflictReply | null>(null);
  const [saved, setSaved] = useState(false);
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
    await reloadTree();
  };
  const fieldErrors = isApiError(save.error) ? save.error.fieldErrors : [];
  const failure = save.error && !isApiError(save.error) ? String(save.error) : isApiError(save.error) ? save.error.message : null;
  return { submit, reload, conflict, saved, pending: save.isPending, fieldErrors, failure };
}
