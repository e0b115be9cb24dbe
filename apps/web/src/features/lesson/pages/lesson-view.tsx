import { Navigate, useSearchParams } from 'react-router';
import type { NodeViewProps } from '@/features/course/public/node-views';
import { paths } from '@/shared/paths';
import { LessonCompleteResourcesPage } from './lesson-complete-resources-page';
import { LessonPage } from './lesson-page';
import { LessonSuccessPage } from './lesson-success-page';

/**
 * What the lc page shows for a LESSON node (001 §2), by the route's step: the slides, lessonSuccess,
 * lessonCompleteResources, or nextStep (straight on to the lesson's next step).
 */
export function LessonView({ lpId, reply, product }: NodeViewProps) {
  const [search] = useSearchParams();
  switch (search.get('step')) {
    case 'lessonSuccess':
      return <LessonSuccessPage lpId={lpId} reply={reply} />;
    case 'lessonCompleteResources':
      return <LessonCompleteResourcesPage lpId={lpId} reply={reply} />;
    case 'nextStep': {
      const next = reply.node.nextStep;
      return <Navigate replace to={next ? paths.lc.href({ lpId, nodeId: next.id }) : paths.productHome.href({ lpId })} />;
    }
    default:
      return <LessonPage lpId={lpId} reply={reply} product={product} />;
  }
}
