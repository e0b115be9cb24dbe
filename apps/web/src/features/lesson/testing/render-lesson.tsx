import type { LcReply } from '@continuum/contracts';
import { type RouteObject, useSearchParams } from 'react-router';
import { paths } from '@/shared/paths';
import { renderRoutes } from '@/test/render';
import { lcReply, lessonNode } from '../components/testing/fixtures';
import { LessonView } from '../pages/lesson-view';

/** The lc route of the tests: the LESSON view with the lc reply the test gives for the route's step. */
function LcRoute({ lc }: { lc: (step: string | null) => LcReply }) {
  const [search] = useSearchParams();
  return <LessonView lpId={7} reply={lc(search.get('step'))} product={undefined} />;
}

/**
 * Renders the LESSON view of the lc route at `path` (e.g. '/lp/7/lc/5'), with the lc reply for its step;
 * `routes` adds pages of the test's own (matched first).
 */
export function renderLesson(
  path: string,
  lc: (step: string | null) => LcReply = () => lcReply(lessonNode()),
  routes: RouteObject[] = [],
) {
  return renderRoutes(
    [
      ...routes,
      { path: paths.lc.path, element: <LcRoute lc={lc} /> },
      // The lesson's next step (node 6), as a page of its own.
      { path: '/lp/:lpId/lc/6', element: <h1>Next lesson</h1> },
      { path: paths.productHome.path, element: <h1>Course home</h1> },
    ],
    path,
  );
}
