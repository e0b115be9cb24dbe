import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageLoader } from '@/shared/ui/page-loader';
import { instructorPaths } from './instructor-paths';

/** A page of its own chunk, as the app's routes load theirs. */
const page = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

const ConsoleHomePage = page(() => import('./pages/console-home-page').then((m) => m.ConsoleHomePage));
const AvailabilityPage = page(() => import('./pages/availability-page').then((m) => m.AvailabilityPage));

/**
 * The console's screens (decision 0084): [path below /instructor/, page, i18n key of its title and text on the
 * console's home]. The forum-reports and assignment-comments screens (and later the chat queue) are mounted by
 * adding a row here, with their texts under instructorConsole.screens.<key> in the instructor part.
 */
export const CONSOLE_SCREENS: [path: string, Page: ComponentType, key: string][] = [
  ['availability', AvailabilityPage, 'availability'],
];

/**
 * The instructor console (behind the app's guard for ROLE_INSTRUCTOR): descendant routes under /instructor/*, each
 * page lazily loaded. An unknown screen goes to the console's home.
 */
export function InstructorRoutes() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route index element={<ConsoleHomePage />} />
        {CONSOLE_SCREENS.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<Navigate to={instructorPaths.console.href()} replace />} />
      </Routes>
    </Suspense>
  );
}
