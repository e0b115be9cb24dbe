import type { ProductMeta } from '@continuum/contracts';
import type { LearnerContext } from '../progression/index.js';

/** The product's structure, the same for every learner of it. */
export function productMeta(ctx: LearnerContext): ProductMeta {
  return {
    rootId: ctx.rootId,
    nodes: [...ctx.nodes.values()].map((n) => ({
      id: n.id,
      type: n.type,
      title: n.title,
      titlePrefix: n.titlePrefix,
      parentId: n.parentId,
      children: n.children,
      description: n.description,
      metadata: n.metadata,
    })),
  };
}
