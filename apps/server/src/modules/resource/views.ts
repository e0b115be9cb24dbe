import {
  type Bookmark,
  canDownloadResource,
  type Resource,
  type ResourceGroup,
  type ResourceLcData,
  type ResourceType,
  resourcePaths,
} from '@continuum/contracts';
import type { LearnerContext } from '../progression/index.js';
import type { ResourceListRow, ResourceRow } from './repo.js';

const FILE_TYPES = new Set(['AUDIO', 'DOCUMENT', 'IMAGE', 'PDF', 'SPREADSHEET', 'VIDEO']);

/** Whether the learner may open the resource: its learning component is not locked. */
export function isLocked(ctx: LearnerContext, nodeId: number): boolean {
  return ctx.progression.states.get(nodeId)?.locked ?? true;
}

export interface LearnerMarks {
  viewed: ReadonlySet<number>;
  bookmarked: ReadonlySet<number>;
}

/**
 * The reply shape of a resource for this learner. Content, key points and addresses are left out while
 * it is locked; lists leave content out always (`full` false), and the forum id of a FORUM resource.
 */
export function toResource(
  ctx: LearnerContext,
  row: ResourceListRow | ResourceRow,
  marks: LearnerMarks,
  detail: { full: boolean; keyPoints?: string[] | undefined; forumId?: number | null },
): Resource {
  const lpId = ctx.lp.id;
  const locked = isLocked(ctx, row.nodeId);
  const open = !locked;
  const fileUrl = row.file && FILE_TYPES.has(row.type) ? resourcePaths.file(lpId, row.id, row.file.fileName) : null;
  let downloadUrl: string | null = null;
  if (open && canDownloadResource(row, false)) {
    if (row.type === 'HTML') downloadUrl = resourcePaths.pdf(lpId, row.id);
    else if (fileUrl) downloadUrl = `${fileUrl}?download=true`;
  }
  const url = row.type === 'LINK' ? row.url : fileUrl;
  return {
    id: row.id,
    learningComponentId: row.nodeId,
    type: row.type as ResourceType,
    name: row.name,
    title: row.title,
    reviewed: marks.viewed.has(row.id),
    bookmarked: marks.bookmarked.has(row.id),
    locked,
    copyright: row.copyright,
    content: open && detail.full && 'content' in row ? row.content : null,
    data: {
      url: open ? url : null,
      downloadUrl,
      fileName: row.file?.fileName ?? null,
      mediaType: row.file?.mediaType ?? null,
      size: row.file?.size ?? null,
      alt: row.alt,
      captions: open
        ? row.captions.map((c) => ({
            url: resourcePaths.file(lpId, row.id, c.fileName),
            srclang: c.srclang,
            label: c.label,
            kind: c.kind,
          }))
        : [],
      forumKey: row.type === 'FORUM' ? row.url : null,
      forumId: open && row.type === 'FORUM' ? (detail.forumId ?? null) : null,
    },
    enableSave: row.enableSave,
    keyPoints: open && detail.full && row.type === 'KEY_POINTS' ? (detail.keyPoints ?? []) : null,
    handbook: row.handbook,
  };
}

/** The learning component and the container above it (001 §3 resource learning component data). */
export function lcData(ctx: LearnerContext, nodeId: number): ResourceLcData {
  const node = ctx.nodes.get(nodeId);
  const parent = node?.parentId != null ? ctx.nodes.get(node.parentId) : undefined;
  return {
    parentTitlePrefix: node?.titlePrefix ?? null,
    parentTitle: node?.title ?? '',
    ancestorTitlePrefix: parent?.titlePrefix ?? null,
    ancestorTitle: parent?.title ?? null,
  };
}

/** Every node's position in a depth-first walk of the tree: the course's reading order. */
export function treeOrder(ctx: LearnerContext): Map<number, number> {
  const order = new Map<number, number>();
  const walk = (id: number) => {
    order.set(id, order.size);
    for (const child of ctx.nodes.get(id)?.children ?? []) walk(child);
  };
  walk(ctx.rootId);
  return order;
}

/**
 * Resources grouped by the container their learning component sits in (a unit's lessons under the
 * unit; a container's own resources under itself), groups and resources in the course's order.
 */
export function groupResources(ctx: LearnerContext, resources: Resource[]): ResourceGroup[] {
  const order = treeOrder(ctx);
  const groups = new Map<number, ResourceGroup>();
  const rank = (id: number) => order.get(id) ?? Number.MAX_SAFE_INTEGER;
  const sorted = [...resources].sort((a, b) => rank(a.learningComponentId) - rank(b.learningComponentId));
  for (const r of sorted) {
    const lc = ctx.nodes.get(r.learningComponentId);
    if (!lc) continue;
    const groupId = lc.children.length > 0 || lc.parentId === null ? lc.id : lc.parentId;
    let group = groups.get(groupId);
    if (!group) {
      const node = ctx.nodes.get(groupId);
      const parent = node?.parentId != null && node.parentId !== ctx.rootId ? ctx.nodes.get(node.parentId) : undefined;
      const state = ctx.progression.states.get(groupId);
      group = {
        id: groupId,
        type: node?.type ?? '',
        title: node?.title ?? '',
        titlePrefix: node?.titlePrefix ?? null,
        parentTitle: parent?.title ?? null,
        parentTitlePrefix: parent?.titlePrefix ?? null,
        locked: state?.locked ?? true,
        completed: state?.completed ?? false,
        current: state?.current ?? false,
        resources: [],
      };
      groups.set(groupId, group);
    }
    group.resources.push(r);
  }
  return [...groups.values()].sort((a, b) => rank(a.id) - rank(b.id));
}

/** A bookmark row as the sidebar lists it. */
export function toBookmark(ctx: LearnerContext, nodeId: number, resource: ResourceListRow | null): Bookmark | null {
  const node = ctx.nodes.get(nodeId);
  if (!node) return null;
  if (resource) {
    return {
      id: resource.id,
      learningComponentId: nodeId,
      type: resource.type as ResourceType,
      name: resource.name,
      title: resource.title,
      locked: isLocked(ctx, nodeId),
      isKeyPoints: false,
      parentTitle: node.title,
      parentTitlePrefix: node.titlePrefix,
    };
  }
  const parent = node.parentId !== null ? ctx.nodes.get(node.parentId) : undefined;
  return {
    id: nodeId,
    learningComponentId: nodeId,
    type: 'KEY_POINTS',
    name: node.title,
    title: node.title,
    locked: isLocked(ctx, nodeId),
    isKeyPoints: true,
    parentTitle: parent?.title ?? null,
    parentTitlePrefix: parent?.titlePrefix ?? null,
  };
}
