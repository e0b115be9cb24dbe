/** Statuses of 001 §4. Current = AVAILABLE or IN_PROGRESS; completed = COMPLETE or COMPLETE_FAIL. */
export type NodeStatus = 'LOCKED' | 'AVAILABLE' | 'IN_PROGRESS' | 'COMPLETE' | 'COMPLETE_FAIL';

/** What is recorded per learner and node; everything else is derived. */
export type StatusFact = 'IN_PROGRESS' | 'COMPLETE' | 'COMPLETE_FAIL';

export interface EngineNode {
  id: number;
  /** Stable package key (EXEMPT_IF_COMPLETE names nodes by key). */
  key: string;
  parentId: number | null;
  type: string;
  metadata: Readonly<Record<string, string>>;
  /** Child ids in display order. */
  children: readonly number[];
}

export interface EngineInput {
  rootId: number;
  nodes: ReadonlyMap<number, EngineNode>;
  facts: ReadonlyMap<number, StatusFact>;
  /** Live instructor support available right now. */
  instructorAvailable: boolean;
  /** SC_INSTRUCTOR_SERVICES_INSTRUCTOR_NEEDED: when false, instructor-required markers do not gate. */
  instructorGating: boolean;
  /** The leaf the learner last opened ("left off"), if any. */
  leftOffId?: number | null;
  /** Nodes an administrator marked exempt for this learner (decision 0078): exempt like EXEMPT_IF_COMPLETE. */
  exemptIds?: ReadonlySet<number>;
  /**
   * A bound compliance profile locks the course linearly (NMLS §5.3.3, decision 0130): PROGRESS_OPEN_ALL and
   * FLEXIBLE open nothing, every part waits for the one before.
   */
  linearLock?: boolean;
}

export interface NodeState {
  id: number;
  status: NodeStatus;
  locked: boolean;
  completed: boolean;
  current: boolean;
  inProgress: boolean;
  exempt: boolean;
  ancestorExempt: boolean;
  optional: boolean;
  ancestorOptional: boolean;
  instructorRequired: boolean;
  ancestorInstructorRequired: boolean;
  /** Whether this container makes its children go in order. */
  enforcesProgression: boolean;
  flexible: boolean;
  completedChildCount: number;
  /** The leaf to go to after this node (for a container: its current leaf, else the leaf after it). */
  nextStepId: number | null;
  nextStepParentIsRoot: boolean;
}

export interface EngineResult {
  states: Map<number, NodeState>;
  /** The leaf "Continue where you left off" opens; null when everything is done. */
  currentLeafId: number | null;
  productCompleted: boolean;
}
