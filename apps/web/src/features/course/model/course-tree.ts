import type { MetaNode, NodeStatusName, NodeView, ProductMeta, ProductState } from '@continuum/contracts';

/** How a node is shown (001 §4): locked, current, completed are colour-coded; the others are plain. */
export type DisplayState = 'locked' | 'current' | 'completed' | 'inProgress' | 'available';

/** One entry of a table of contents, from the product tree (home) or from a node page (unit outline). */
export interface TocItem {
  id: number;
  type: string;
  title: string;
  titlePrefix: string | null;
  state: DisplayState;
  /** Completed or current under a parent that enforces progression: drawn with a path line. */
  pathMarked: boolean;
  instructorRequired: boolean;
  optional: boolean;
  exempt: boolean;
  /** The server's own label for the exempt or optional state (EXEMPT_STATUS_TEXT, optionalStatusText), if any. */
  exemptStatusText?: string | null;
  optionalStatusText?: string | null;
  children: TocItem[];
}

export interface CourseTree {
  rootId: number;
  byId: Map<number, MetaNode>;
}

const yes = (value: string | undefined) => ['yes', 'true'].includes((value ?? '').trim().toLowerCase());

export function indexMeta(meta: ProductMeta): CourseTree {
  return { rootId: meta.rootId, byId: new Map(meta.nodes.map((n) => [n.id, n])) };
}

export function childrenOf(tree: CourseTree, id: number): MetaNode[] {
  return (tree.byId.get(id)?.children ?? []).map((c) => tree.byId.get(c)).filter((n): n is MetaNode => n !== undefined);
}

/** The node and its ancestors up to the root. */
export function pathToRoot(tree: CourseTree, id: number | null | undefined): Set<number> {
  const path = new Set<number>();
  for (let at = id == null ? undefined : tree.byId.get(id); at && !path.has(at.id); ) {
    path.add(at.id);
    at = at.parentId === null ? undefined : tree.byId.get(at.parentId);
  }
  return path;
}

export function displayState(status: NodeStatusName | undefined, current: boolean): DisplayState {
  if (status === 'COMPLETE' || status === 'COMPLETE_FAIL') return 'completed';
  if (status === 'LOCKED' || status === undefined) return 'locked';
  if (current) return 'current';
  return status === 'IN_PROGRESS' ? 'inProgress' : 'available';
}

/** Progression is enforced unless the node or an ancestor has PROGRESSION = PROGRESS_OPEN_ALL (001 §4). */
export function enforcesProgression(tree: CourseTree, id: number): boolean {
  const node = tree.byId.get(id);
  if (!node || node.children.length === 0) return false;
  return ![...pathToRoot(tree, id)].some((a) => tree.byId.get(a)?.metadata.PROGRESSION === 'PROGRESS_OPEN_ALL');
}

/** A table-of-contents entry for a node of the product tree, with `depth` levels of children. */
export function tocItemFromMeta(
  tree: CourseTree,
  state: Pick<ProductState, 'componentStatusMap'>,
  current: ReadonlySet<number>,
  id: number,
  depth: number,
): TocItem | null {
  const node = tree.byId.get(id);
  if (!node) return null;
  const parentEnforces =
    node.parentId !== null && enforcesProgression(tree, node.parentId) && node.metadata.PROGRESSION !== 'FLEXIBLE';
  const shown = displayState(state.componentStatusMap[String(id)], current.has(id));
  return {
    id,
    type: node.type,
    title: node.title,
    titlePrefix: node.titlePrefix,
    state: shown,
    pathMarked: parentEnforces && (shown === 'completed' || shown === 'current'),
    instructorRequired: yes(node.metadata.ONLINE_INSTRUCTOR_NEEDED),
    optional: yes(node.metadata.OPTIONAL),
    exempt: false,
    children:
      depth > 0
        ? node.children.map((c) => tocItemFromMeta(tree, state, current, c, depth - 1)).filter((c): c is TocItem => c !== null)
        : [],
  };
}

/** A table-of-contents entry for a node page's child (the server already worked out its state). */
export function tocItemFromView(view: NodeView, parentEnforces: boolean): TocItem {
  const shown: DisplayState = view.completed
    ? 'completed'
    : view.locked
      ? 'locked'
      : view.current
        ? 'current'
        : view.inProgress
          ? 'inProgress'
          : 'available';
  const flexible = view.metadata.PROGRESSION === 'FLEXIBLE';
  return {
    id: view.id,
    type: view.type,
    title: view.title,
    titlePrefix: view.titlePrefix,
    state: shown,
    pathMarked: parentEnforces && !flexible && (shown === 'completed' || shown === 'current'),
    instructorRequired: view.instructorInfo.instructorRequired,
    optional: view.optionalInfo.optional,
    exempt: view.exemptInfo.exempt,
    exemptStatusText: view.exemptInfo.statusText,
    optionalStatusText: view.optionalInfo.optionalStatusText,
    children: view.children.map((c) => tocItemFromView(c, view.enforcesProgression)),
  };
}

/** One section of the course table of contents; in a program, `group` is the course it belongs to. */
export interface TocSection {
  node: MetaNode;
  group: MetaNode | null;
}

/** Sections are the root's children; a program's courses contribute their own children instead. */
export function courseSections(tree: CourseTree): TocSection[] {
  const out: TocSection[] = [];
  for (const child of childrenOf(tree, tree.rootId)) {
    if (child.type === 'COURSE' && child.children.length > 0) {
      for (const grandChild of childrenOf(tree, child.id)) out.push({ node: grandChild, group: child });
    } else {
      out.push({ node: child, group: null });
    }
  }
  return out;
}

/** Index of the section holding `nodeId` (the section itself or one of its descendants), or -1. */
export function sectionIndexOf(tree: CourseTree, sections: TocSection[], nodeId: number | null | undefined): number {
  const path = pathToRoot(tree, nodeId);
  return sections.findIndex((s) => path.has(s.node.id));
}

export function fullTitle(node: { title: string; titlePrefix: string | null }): string {
  return node.titlePrefix ? `${node.titlePrefix}: ${node.title}` : node.title;
}
