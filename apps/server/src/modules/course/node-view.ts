import type { NodeRef, NodeView } from '@continuum/contracts';
import type { NodeRow } from '../catalog/index.js';
import type { LearnerContext } from '../progression/index.js';
import { derivedData } from './derived-data.js';

export function nodeRef(n: Pick<NodeRow, 'id' | 'type' | 'title' | 'titlePrefix'>): NodeRef {
  return { id: n.id, type: n.type, title: n.title, titlePrefix: n.titlePrefix };
}

/**
 * A package text for a node: its own metadata `key`, else (when `inherits`) that of the nearest ancestor
 * that is itself exempt or optional (`marks`) and gives one. A lesson inside an exempt or optional section
 * shows the section's banner text, not the default one.
 */
function packageText(
  ctx: LearnerContext,
  nodeId: number,
  key: string,
  inherits: boolean,
  marks: (s: { exempt: boolean; optional: boolean }) => boolean,
): string | null {
  const own = ctx.nodes.get(nodeId)?.metadata[key];
  if (own?.trim()) return own;
  if (!inherits) return null;
  for (let at = ctx.nodes.get(nodeId)?.parentId ?? null; at !== null; at = ctx.nodes.get(at)?.parentId ?? null) {
    const state = ctx.progression.states.get(at);
    const text = ctx.nodes.get(at)?.metadata[key];
    if (state && marks(state) && text?.trim()) return text;
  }
  return null;
}

const isExempt = (s: { exempt: boolean }) => s.exempt;
const isOptional = (s: { optional: boolean }) => s.optional;

/** A node with the learner's state, and `depth` levels of children. */
export function nodeView(ctx: LearnerContext, nodeId: number, depth: number): NodeView {
  const n = ctx.nodes.get(nodeId);
  const s = ctx.progression.states.get(nodeId);
  if (!n || !s) throw new Error(`node ${nodeId} missing from context`);
  const parent = n.parentId !== null ? ctx.nodes.get(n.parentId) : undefined;
  const next = s.nextStepId !== null ? ctx.nodes.get(s.nextStepId) : undefined;
  const meta = n.metadata;
  return {
    ...nodeRef(n),
    parent: parent ? nodeRef(parent) : null,
    children: depth > 0 ? n.children.map((c) => nodeView(ctx, c, depth - 1)) : [],
    description: n.description,
    metadata: meta,
    derivedData: derivedData(ctx, nodeId),
    status: s.status,
    nextStep: next
      ? { id: next.id, title: next.title, titlePrefix: next.titlePrefix, parentIsRoot: s.nextStepParentIsRoot }
      : null,
    exemptInfo: {
      exempt: s.exempt,
      ancestorExempt: s.ancestorExempt,
      statusText: packageText(ctx, nodeId, 'EXEMPT_STATUS_TEXT', s.ancestorExempt, isExempt),
      // Only while the node can still become exempt: it says why it is required for now.
      helpText: packageText(ctx, nodeId, 'EXEMPT_HELP_TEXT', false, isExempt),
      childBannerText: packageText(ctx, nodeId, 'EXEMPT_CONTENT_BANNER_TEXT', s.ancestorExempt, isExempt),
    },
    optionalInfo: {
      optional: s.optional,
      ancestorOptional: s.ancestorOptional,
      optionalStatusText: packageText(ctx, nodeId, 'OPTIONAL_STATUS_TEXT', s.ancestorOptional, isOptional),
    },
    instructorInfo: {
      instructorRequired: s.instructorRequired,
      ancestorInstructorRequired: s.ancestorInstructorRequired,
      text: meta.INSTRUCTOR_NEEDED_TEXT ?? null,
    },
    enforcesProgression: s.enforcesProgression,
    locked: s.locked,
    completed: s.completed,
    current: s.current,
    inProgress: s.inProgress,
    completedChildCount: s.completedChildCount,
    showSection: n.type === 'SECTION' && meta.SHOW_SECTION?.trim().toLowerCase() !== 'no',
    showSkip: n.type === 'LESSON' && ctx.lp.devShowLessonSkip,
    lastWithStatus: lastReachable(ctx, n.parentId) === nodeId,
  };
}

/** The last child of a parent whose status is not LOCKED (decision 0116), or null. */
function lastReachable(ctx: LearnerContext, parentId: number | null): number | null {
  const siblings = parentId === null ? [] : (ctx.nodes.get(parentId)?.children ?? []);
  for (let i = siblings.length - 1; i >= 0; i--) {
    const id = siblings[i] as number;
    const status = ctx.progression.states.get(id)?.status;
    if (status && status !== 'LOCKED') return id;
  }
  return null;
}

/** Ancestors from the root down to the node's parent. */
export function breadcrumbs(ctx: LearnerContext, nodeId: number): NodeRef[] {
  const out: NodeRef[] = [];
  let at = ctx.nodes.get(nodeId);
  while (at && at.parentId !== null) {
    const parent = ctx.nodes.get(at.parentId);
    if (!parent) break;
    out.unshift(nodeRef(parent));
    at = parent;
  }
  return out;
}
