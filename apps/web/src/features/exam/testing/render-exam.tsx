import type { LearnerProduct, NodeView } from '@continuum/contracts';
import { paths } from '@/shared/paths';
import { renderRoutes } from '@/test/render';
import { ExamView } from '../pages/exam-view';
import { examLc, examNode } from './fixtures';

/** Renders the EXAM view of the lc route at `path` (default the exam page of node 40 of learner product 7). */
export function renderExam({
  path = '/lp/7/lc/40',
  node = examNode(),
  product,
}: {
  path?: string;
  node?: NodeView;
  product?: LearnerProduct;
} = {}) {
  return renderRoutes(
    [
      { path: paths.lc.path, element: <ExamView lpId={7} reply={examLc(node)} product={product} /> },
      { path: '/lp/:lpId/lc/41', element: <h1>Next node</h1> },
      { path: paths.productHome.path, element: <h1>Course home</h1> },
      { path: paths.logout.path, element: <h1>Signed out</h1> },
      { path: paths.login.path, element: <h1>Sign in</h1> },
    ],
    path,
  );
}
