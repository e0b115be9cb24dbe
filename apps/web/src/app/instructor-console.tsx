import { type ComponentType, lazy } from 'react';
import { type ConsoleScreen, InstructorRoutes } from '@/features/instructor/instructor-routes';

const page = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

/**
 * The instructor console with the screens other features build for it (decisions 0084-0086): the app layer joins
 * them, as it fills the node-view registry, because features never import each other. Each page its own chunk.
 */
const OTHER_SCREENS: ConsoleScreen[] = [
  [
    'assignments',
    page(() => import('@/features/assignment/pages/assignments-to-comment-page').then((m) => m.AssignmentsToCommentPage)),
    'assignments',
  ],
  [
    'forum-reports',
    page(() => import('@/features/forum/pages/forum-reports-page').then((m) => m.ForumReportsPage)),
    'forumReports',
  ],
];

export function InstructorConsole() {
  return <InstructorRoutes otherScreens={OTHER_SCREENS} />;
}
