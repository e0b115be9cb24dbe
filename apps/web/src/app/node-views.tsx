import { lazy } from 'react';
import { LcPage } from '@/features/course/pages/lc-page';
import { type NodeViewComponent, type NodeViews, NodeViewsProvider } from '@/features/course/public/node-views';
import { type I18nPart, loadI18nPart } from '@/shared/i18n/i18n';
import { useFooterVariant } from '@/shared/shell/footer-variant';

/** A lazily loaded node view whose translation parts arrive with its code (like lazyPage for routes). */
function lazyView(parts: I18nPart[], load: () => Promise<NodeViewComponent>) {
  let pending: Promise<NodeViewComponent> | undefined;
  // One start for both the route loader's preload and React's lazy: whichever comes first begins the fetch.
  const start = () => {
    pending ??= Promise.all([load(), ...parts.map(loadI18nPart)]).then(([Component]) => Component);
    return pending;
  };
  return { view: lazy(async () => ({ default: await start() })), preload: start };
}

/** An exam's lc page shows the exam footer (000 §2); its route alone does not say the node is an exam. */
function withExamFooter(View: NodeViewComponent): NodeViewComponent {
  return function ExamNodeView(props) {
    useFooterVariant('exam');
    return <View {...props} />;
  };
}

const examView = lazyView(['exam'], () => import('@/features/exam/pages/exam-view').then((m) => withExamFooter(m.ExamView)));
const lazyViews: Record<string, ReturnType<typeof lazyView>> = {
  KEY_POINTS: lazyView(['resource'], () => import('./key-points-node-view').then((m) => m.KeyPointsNodeView)),
  LESSON: lazyView(['lesson', 'inquiry'], () => import('@/features/lesson/pages/lesson-view').then((m) => m.LessonView)),
  EXAM: examView,
  EXAM_GAUGE: examView,
};

/** Node types whose lc page another feature draws (001 §2 "lc page layout by node type"). */
export const nodeViews: NodeViews = Object.fromEntries(Object.entries(lazyViews).map(([type, v]) => [type, v.view]));

/**
 * Starts loading the view of a node type (its chunk and translations), for the lc route's loader: it knows the
 * type as soon as the lc page's data is in, before the page renders and asks for the view (decision 0074).
 */
export function preloadNodeView(type: string): void {
  void lazyViews[type]?.preload().catch(() => undefined);
}

/**
 * The lc page with the node views registered. Loaded by the lc route rather than the app shell, so the
 * registry stays out of the first screen's bundle.
 */
export function LcPageWithNodeViews() {
  return (
    <NodeViewsProvider views={nodeViews}>
      <LcPage />
    </NodeViewsProvider>
  );
}
