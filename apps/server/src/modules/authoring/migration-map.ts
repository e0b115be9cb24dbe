import type { Db } from '../../platform/db/client.js';
import { findLessonSlides, findProductNodes, type NodeRow } from '../catalog/index.js';
import { EXAM_NODE_TYPES, examQuestionIds } from '../exam/index.js';
import { resourceIdsByKey } from '../resource/index.js';

/** Old id -> new id of every part of a course that carries from one version to another (decision 0205). */
export interface VersionMap {
  /** Nodes of the same key and type. */
  nodes: Map<number, number>;
  /** The leaves among them (no children in either version): only their recorded status carries. */
  leaves: Map<number, number>;
  /** Slides of the same key and type in lessons that carry. */
  slides: Map<number, number>;
  /** Exam questions of the same key in exams that carry. */
  questions: Map<number, number>;
  /** Resources of the same key. */
  resources: Map<number, number>;
  /** Every node of the version moved from (time on an older version's nodes was dropped by an earlier move). */
  fromNodeIds: Set<number>;
}

/** Matches two versions of a lineage by their package keys, which a draft copy keeps (decision 0163). */
export async function buildVersionMap(db: Db, fromProductId: number, toProductId: number): Promise<VersionMap> {
  const [a, b] = [await findProductNodes(db, fromProductId), await findProductNodes(db, toProductId)];
  const parents = (rows: NodeRow[]) => new Set(rows.map((r) => r.parentId).filter((p) => p !== null));
  const [aParents, bParents] = [parents(a), parents(b)];
  const byKey = new Map(b.map((r) => [r.key, r]));
  const map: VersionMap = {
    nodes: new Map(),
    leaves: new Map(),
    slides: new Map(),
    questions: new Map(),
    resources: new Map(),
    fromNodeIds: new Set(a.map((r) => r.id)),
  };
  const exams: [number, number][] = [];
  for (const from of a) {
    const to = byKey.get(from.key);
    if (!to || to.type !== from.type) continue;
    map.nodes.set(from.id, to.id);
    if (!aParents.has(from.id) && !bParents.has(to.id)) map.leaves.set(from.id, to.id);
    if (from.type === 'LESSON') {
      const target = new Map((await findLessonSlides(db, to.id)).map((s) => [s.key, s]));
      for (const s of await findLessonSlides(db, from.id)) {
        const t = target.get(s.key);
        if (t && t.type === s.type) map.slides.set(s.id, t.id);
      }
    }
    if (EXAM_NODE_TYPES.has(from.type)) exams.push([from.id, to.id]);
  }
  const questions = await examQuestionIds(db, exams.flat());
  for (const [fromNode, toNode] of exams) {
    const target = new Map(questions.filter((q) => q.nodeId === toNode).map((q) => [q.key, q.id]));
    for (const q of questions.filter((x) => x.nodeId === fromNode)) {
      const t = target.get(q.key);
      if (t !== undefined) map.questions.set(q.id, t);
    }
  }
  const targetResources = await resourceIdsByKey(db, toProductId);
  for (const [key, id] of await resourceIdsByKey(db, fromProductId)) {
    const t = targetResources.get(key);
    if (t !== undefined) map.resources.set(id, t);
  }
  return map;
}
