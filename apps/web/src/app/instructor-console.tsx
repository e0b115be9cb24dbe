import { type ComponentType, lazy } from 'react';
import { type ConsoleScreen, InstructorRoutes } from '@/features/instructor/instructor-routes';
import { loadI18nPart } from '@/shared/i18n/i18n';

const page = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

/**
 * The instructor console with the screens other features build for it (decisions 0084-0086, 0088): the app layer joins
 * them, as it fills the node-view registry, because features never import each other's pages. Each page its own chunk.
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
  [
    'chats',
    // The chat queue (decision 0088), with its own i18n part.
    page(() =>
      Promise.all([import('@/features/chat/pages/chat-queue-page'), loadI18nPart('chat')]).then(([m]) => m.ChatQueuePage),
    ),
    'chats',
  ],
];

export function InstructorConsole() {
  return <InstructorRoutes otherScreens={OTHER_SCREENS} />;
}
