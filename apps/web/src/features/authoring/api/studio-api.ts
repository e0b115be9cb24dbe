import type {
  AuthoringLineagesReply,
  DraftConflictReply,
  DraftNodeAddBody,
  DraftNodeBody,
  DraftNodeDeleteBody,
  DraftNodeMoveBody,
  DraftQuestionBody,
  DraftReply,
  DraftSaveReply,
  DraftSlideBody,
  DraftTreeChangeReply,
  DraftTreeReply,
  MarkdownPreviewReply,
  VersionDiffReply,
} from '@continuum/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/http/api-error';
import { http } from '@/shared/http/client';

/** A save or tree change either went through or met someone else's newer revision (decision 0164). */
export type Saved<T> = { ok: true; reply: T } | { ok: false; conflict: DraftConflictReply };

const isConflict = (r: unknown): r is DraftConflictReply =>
  typeof r === 'object' && r !== null && (r as { code?: unknown }).code === 'AUTHORING_STALE';

/** A call whose 409 AUTHORING_STALE body is an answer (the other's value), not a failure. */
async function saving<T>(path: string, method: 'PUT' | 'POST', body: unknown): Promise<Saved<T>> {
  const reply = await http<T | DraftConflictReply>(path, { method, body, acceptStatuses: [409] });
  if (isConflict(reply)) return { ok: false, conflict: reply };
  // Other 409s (NOT_A_DRAFT) carry an error body: surface them as failures.
  const failed = reply as { status?: number; code?: string; message?: string; fieldErrors?: ApiError['fieldErrors'] };
  if (failed?.status === 409) {
    throw new ApiError({
      status: 409,
      statusText: 'Conflict',
      code: failed.code ?? 'CONFLICT',
      message: failed.message ?? '',
      fieldErrors: failed.fieldErrors ?? [],
    });
  }
  return { ok: true, reply: reply as T };
}

const lineagesKey = ['authoring-lineages'] as const;
const treeKey = (productId: number) => ['authoring-tree', productId] as const;

/** GET api/authoring/lineages */
export const useLineages = () =>
  useQuery({ queryKey: lineagesKey, queryFn: () => http<AuthoringLineagesReply>('api/authoring/lineages') });

/** GET api/authoring/drafts/{productId}/tree */
export const useDraftTree = (productId: number) =>
  useQuery({
    queryKey: treeKey(productId),
    queryFn: () => http<DraftTreeReply>(`api/authoring/drafts/${productId}/tree`),
  });

/** POST api/authoring/lineages/{lineage}/draft */
export function useCreateDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lineage: string) => http<DraftReply>(`api/authoring/lineages/${lineage}/draft`, { method: 'POST', body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: lineagesKey }),
    meta: { errorDialog: false },
  });
}

/** POST api/authoring/drafts/{productId}/publish */
export function usePublish(productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http<DraftReply>(`api/authoring/drafts/${productId}/publish`, { method: 'POST', body: {} }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: lineagesKey }),
        client.invalidateQueries({ queryKey: treeKey(productId) }),
      ]),
    meta: { errorDialog: false },
  });
}

type Edit =
  | { kind: 'node'; body: DraftNodeBody }
  | { kind: 'slide'; body: DraftSlideBody }
  | { kind: 'question'; body: DraftQuestionBody };

/** PUT api/authoring/drafts/{productId}/{node|slide|question}; the tree is read again after a save. */
export function useSaveItem(productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (edit: Edit) => saving<DraftSaveReply>(`api/authoring/drafts/${productId}/${edit.kind}`, 'PUT', edit.body),
    onSuccess: (saved) => (saved.ok ? client.invalidateQueries({ queryKey: treeKey(productId) }) : undefined),
    meta: { errorDialog: false },
  });
}

type TreeChange =
  | { op: 'add'; body: DraftNodeAddBody }
  | { op: 'move'; body: DraftNodeMoveBody }
  | { op: 'delete'; body: DraftNodeDeleteBody };
const TREE_PATHS = { add: 'nodes', move: 'nodes/move', delete: 'nodes/delete' } as const;

/** POST api/authoring/drafts/{productId}/nodes[/move|/delete] */
export function useChangeTree(productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: TreeChange) =>
      saving<DraftTreeChangeReply>(`api/authoring/drafts/${productId}/${TREE_PATHS[change.op]}`, 'POST', change.body),
    onSettled: () => client.invalidateQueries({ queryKey: treeKey(productId) }),
    meta: { errorDialog: false },
  });
}

/** Reads the draft's tree again (after a conflict, to take the other's change). */
export function useReloadTree(productId: number) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: treeKey(productId) });
}

/** POST api/authoring/markdown-preview */
export const previewMarkdown = (content: string) =>
  http<MarkdownPreviewReply>('api/authoring/markdown-preview', { method: 'POST', body: { content } });

/** GET api/authoring/lineages/{lineage}/diff?from=&to= */
export const useVersionDiff = (lineage: string, from: number | null, to: number | null) =>
  useQuery({
    queryKey: ['authoring-diff', lineage, from, to] as const,
    queryFn: () => http<VersionDiffReply>(`api/authoring/lineages/${lineage}/diff`, { query: { from, to } }),
    enabled: from !== null && to !== null && from !== to,
  });
