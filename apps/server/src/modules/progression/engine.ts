import type { EngineInput, EngineNode, EngineResult, NodeState, NodeStatus, StatusFact } from './types.js';

/**
 * The progression engine (001 §4): from the node tree, the recorded status facts and instructor
 * availability it derives every node's status, lock, exemption, optionality and next step. Pure: it
 * reads nothing and writes nothing, so every rule is unit-tested on plain data.
 *
 * Rules, in the order they apply:
 * - Facts are recorded on leaves (and may be recorded on containers, e.g. a product marked complete).
 * - Exempt: a node whose EXEMPT_IF_COMPLETE names (by key) a node that is COMPLETE, or one an
 *   administrator marked exempt for this learner (input.exemptIds, decision 0078). Exempt and
 *   optional (OPTIONAL = yes) nodes, and everything under them, are not required: they never block
 *   later siblings and do not count against their parent's completion.
 * - A container is COMPLETE when all its required children are completed (COMPLETE_FAIL if one of them
 *   failed); IN_PROGRESS when anything under it was started.
 * - Progression is enforced unless the node or an ancestor has PROGRESSION = PROGRESS_OPEN_ALL: a child
 *   of an enforcing container is locked until every earlier required, non-flexible sibling is
 *   completed or exempt. A flexible child (PROGRESSION = FLEXIBLE) is never locked by its siblings and
 *   never blocks them.
 * - A unit whose first child is a UNIT_INTRODUCTION locks its other children until the introduction is
 *   completed, even when progression is open.
 * - Instructor-required nodes (ONLINE_INSTRUCTOR_NEEDED = yes, inherited) are locked unless completed
 *   or live support is available.
 * - A locked container locks everything under it. A completed node is never locked (it stays reviewable).
 * - A bound compliance profile's linear lock (input.linearLock) makes every container enforce progression and
 *   no child flexible, whatever the course's metadata says.
 */
export function computeProgression(input: EngineInput): EngineResult {
  const { nodes, facts, rootId } = input;
  const root = nodes.get(rootId);
  if (!root) throw new Error(`root node ${rootId} not in tree`);
  const byKey = new Map<string, EngineNode>();
  for (const n of nodes.values()) byKey.set(n.key, n);
  const children = (n: EngineNode) => n.children.map((id) => nodes.get(id)).filter((c): c is EngineNode => c !== undefined);
  const yes = (v: string | undefined) => (v ?? '').trim().toLowerCase() === 'yes' || (v ?? '').trim().toLowerCase() === 'true';

  // 1. Raw roll-up (no exemptions) decides which EXEMPT_IF_COMPLETE targets are complete.
  const raw = rollUp(
    root,
    children,
    facts,
    () => false,
    (n) => yes(n.metadata.OPTIONAL),
  );
  const exemptSelf = (n: EngineNode): boolean => {
    if (input.exemptIds?.has(n.id)) return true;
    const targetKey = n.metadata.EXEMPT_IF_COMPLETE;
    const target = targetKey ? byKey.get(targetKey) : undefined;
    return target !== undefined && raw.status.get(target.id) === 'COMPLETE';
  };

  // 2. Inherited flags, top-down.
  const flags = new Map<
    number,
    {
      exempt: boolean;
      ancestorExempt: boolean;
      optional: boolean;
      ancestorOptional: boolean;
      instr: boolean;
      ancestorInstr: boolean;
      open: boolean;
    }
  >();
  const walkFlags = (n: EngineNode, parent: ReturnType<typeof flags.get>) => {
    const f = {
      exempt: exemptSelf(n),
      ancestorExempt: parent ? parent.exempt || parent.ancestorExempt : false,
      optional: yes(n.metadata.OPTIONAL),
      ancestorOptional: parent ? parent.optional || parent.ancestorOptional : false,
      // With SC_INSTRUCTOR_SERVICES_INSTRUCTOR_NEEDED = no the marker means nothing: not required, not shown.
      instr: input.instructorGating && yes(n.metadata.ONLINE_INSTRUCTOR_NEEDED),
      ancestorInstr: parent ? parent.instr || parent.ancestorInstr : false,
      open: !input.linearLock && ((parent?.open ?? false) || n.metadata.PROGRESSION === 'PROGRESS_OPEN_ALL'),
    };
    flags.set(n.id, f);
    for (const c of children(n)) walkFlags(c, f);
  };
  walkFlags(root, undefined);
  const notRequired = (n: EngineNode) => {
    const f = flags.get(n.id);
    return Boolean(f && (f.exempt || f.optional));
  };

  // 3. Final roll-up with exemptions.
  const final = rollUp(
    root,
    children,
    facts,
    (n) => Boolean(flags.get(n.id)?.exempt),
    (n) => Boolean(flags.get(n.id)?.optional),
  );
  const isCompleted = (id: number) => {
    const s = final.status.get(id);
    return s === 'COMPLETE' || s === 'COMPLETE_FAIL';
  };
  const satisfied = (n: EngineNode) => isCompleted(n.id) || notRequired(n);

  // 4. Locks, top-down.
  const locked = new Map<number, boolean>();
  const walkLocks = (n: EngineNode, parentLocked: boolean) => {
    const f = flags.get(n.id);
    const instructorBlocked = input.instructorGating && Boolean(f && (f.instr || f.ancestorInstr)) && !input.instructorAvailable;
    const self = !isCompleted(n.id) && (parentLocked || instructorBlocked);
    locked.set(n.id, self);
    const kids = children(n);
    const enforcing = !f?.open;
    const intro = kids[0]?.type === 'UNIT_INTRODUCTION' ? kids[0] : undefined;
    const introGate = intro !== undefined && !isCompleted(n.id) && !isCompleted(intro.id);
    let blocked = false;
    for (const c of kids) {
      const flexible = !input.linearLock && c.metadata.PROGRESSION === 'FLEXIBLE';
      const gatedByIntro = introGate && c !== intro;
      const gatedBySiblings = enforcing && !flexible && blocked;
      walkLocks(c, self || gatedByIntro || gatedBySiblings);
      if (!flexible && !satisfied(c)) blocked = true;
    }
  };
  walkLocks(root, false);

  // 5. Leaves in document order, for the current leaf and next steps.
  const leaves: EngineNode[] = [];
  const walkLeaves = (n: EngineNode) => {
    const kids = children(n);
    if (kids.length === 0 && n.id !== rootId) leaves.push(n);
    for (const c of kids) walkLeaves(c);
  };
  walkLeaves(root);
  const enterable = (n: EngineNode) => !locked.get(n.id);
  const leftOff = input.leftOffId != null ? nodes.get(input.leftOffId) : undefined;
  // An exempt leaf is never current (nor 'Up next'), even where the learner left off: it is no step to take.
  const open = (l: EngineNode) => enterable(l) && !isCompleted(l.id) && !exemptDeep(l);
  const currentLeaf =
    (leftOff && leaves.includes(leftOff) && open(leftOff) ? leftOff : undefined) ??
    leaves.find((l) => open(l) && !notRequiredDeep(l)) ??
    leaves.find(open);
  function exemptDeep(n: EngineNode): boolean {
    const f = flags.get(n.id);
    return Boolean(f && (f.exempt || f.ancestorExempt));
  }
  function notRequiredDeep(n: EngineNode): boolean {
    const f = flags.get(n.id);
    return Boolean(f && (f.exempt || f.optional || f.ancestorExempt || f.ancestorOptional));
  }
  const currentPath = new Set<number>();
  for (let at: EngineNode | undefined = currentLeaf; at; at = at.parentId != null ? nodes.get(at.parentId) : undefined) {
    currentPath.add(at.id);
  }

  // 6. Assemble.
  const leafIndex = new Map(leaves.map((l, i) => [l.id, i]));
  const lastLeafUnder = (n: EngineNode): number => {
    const kids = children(n);
    if (kids.length === 0) return leafIndex.get(n.id) ?? -1;
    for (let i = kids.length - 1; i >= 0; i--) {
      const k = kids[i];
      if (!k) continue;
      const idx = lastLeafUnder(k);
      if (idx >= 0) return idx;
    }
    return -1;
  };
  const pending = (l: EngineNode) => !isCompleted(l.id) && !flags.get(l.id)?.exempt && !flags.get(l.id)?.ancestorExempt;
  const states = new Map<number, NodeState>();
  for (const n of nodes.values()) {
    const f = flags.get(n.id);
    const rolled = final.status.get(n.id);
    const isLocked = Boolean(locked.get(n.id));
    const status: NodeStatus =
      rolled === 'COMPLETE' || rolled === 'COMPLETE_FAIL'
        ? rolled
        : isLocked
          ? 'LOCKED'
          : final.started.get(n.id)
            ? 'IN_PROGRESS'
            : 'AVAILABLE';
    const isCurrentContainer = currentLeaf !== undefined && currentPath.has(n.id) && n.children.length > 0;
    let next: EngineNode | undefined;
    if (isCurrentContainer) {
      next = currentLeaf;
    } else {
      // The next leaf the learner still has to do: completed and exempt ones are passed over (a passed
      // exam after an exempt review is not a step), and when nothing after is left, whatever is still
      // open before a completed node (the current leaf); null sends the learner home.
      const after = lastLeafUnder(n);
      next = after >= 0 ? leaves.slice(after + 1).find(pending) : undefined;
      if (!next && isCompleted(n.id) && currentLeaf && pending(currentLeaf)) next = currentLeaf;
    }
    states.set(n.id, {
      id: n.id,
      status,
      locked: status === 'LOCKED',
      completed: status === 'COMPLETE' || status === 'COMPLETE_FAIL',
      current: currentPath.has(n.id),
      inProgress: status === 'IN_PROGRESS',
      exempt: Boolean(f?.exempt),
      ancestorExempt: Boolean(f?.ancestorExempt),
      optional: Boolean(f?.optional),
      ancestorOptional: Boolean(f?.ancestorOptional),
      instructorRequired: Boolean(f?.instr),
      ancestorInstructorRequired: Boolean(f?.ancestorInstr),
      enforcesProgression: n.children.length > 0 && !f?.open,
      flexible: n.metadata.PROGRESSION === 'FLEXIBLE',
      completedChildCount: children(n).filter((c) => isCompleted(c.id)).length,
      nextStepId: next?.id ?? null,
      nextStepParentIsRoot: next ? next.parentId === rootId : false,
    });
  }
  return { states, currentLeafId: currentLeaf?.id ?? null, productCompleted: isCompleted(rootId) };
}

interface RollUp {
  status: Map<number, StatusFact | undefined>;
  started: Map<number, boolean>;
}

/** Bottom-up completion: recorded facts on leaves, derived on containers (a recorded container fact wins). */
function rollUp(
  root: EngineNode,
  children: (n: EngineNode) => EngineNode[],
  facts: ReadonlyMap<number, StatusFact>,
  exempt: (n: EngineNode) => boolean,
  optional: (n: EngineNode) => boolean,
): RollUp {
  const status = new Map<number, StatusFact | undefined>();
  const started = new Map<number, boolean>();
  const visit = (n: EngineNode): void => {
    const kids = children(n);
    for (const c of kids) visit(c);
    const fact = facts.get(n.id);
    const anyStarted = fact !== undefined || kids.some((c) => started.get(c.id));
    started.set(n.id, anyStarted);
    if (fact === 'COMPLETE' || fact === 'COMPLETE_FAIL' || kids.length === 0) {
      status.set(n.id, fact);
      return;
    }
    const required = kids.filter((c) => !exempt(c) && !optional(c));
    const considered = required.length > 0 ? required : kids;
    const done = considered.every((c) => {
      const s = status.get(c.id);
      return s === 'COMPLETE' || s === 'COMPLETE_FAIL' || exempt(c);
    });
    if (done) {
      status.set(n.id, considered.some((c) => status.get(c.id) === 'COMPLETE_FAIL') ? 'COMPLETE_FAIL' : 'COMPLETE');
    } else {
      status.set(n.id, anyStarted ? 'IN_PROGRESS' : undefined);
    }
  };
  visit(root);
  return { status, started };
}
