import type { LcReply, LearnerProduct } from '@continuum/contracts';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

/**
 * What the lc page gives the view of a node type it does not draw itself (lesson, exam, resource...). The
 * view is the page's body under the breadcrumbs, for locked nodes too: it shows its own lock state.
 */
export interface NodeViewProps {
  lpId: number;
  /** GET api/product/{lpId}/lc/{nodeId}?step= as the lc page loaded it. */
  reply: LcReply;
  /** The learner product, once loaded. */
  product: LearnerProduct | undefined;
}

export type NodeViewComponent = ComponentType<NodeViewProps>;

/** Node type (LESSON, EXAM, ...) -> its view. */
export type NodeViews = Readonly<Partial<Record<string, NodeViewComponent>>>;

const NodeViewsContext = createContext<NodeViews>({});

/**
 * The course feature's lc page shows nodes whose pages belong to other features, which it may not import
 * (a feature imports another only through its public/ folder, never its pages; decision 0186). The app fills
 * this registry with lazily imported views, so each feature's page code loads only when a node of its type is
 * opened.
 */
export function NodeViewsProvider({ views, children }: { views: NodeViews; children: ReactNode }) {
  return <NodeViewsContext.Provider value={views}>{children}</NodeViewsContext.Provider>;
}

/** The registered view of a node type, or undefined when the lc page draws it itself. */
export function useNodeView(type: string): NodeViewComponent | undefined {
  return useContext(NodeViewsContext)[type];
}
