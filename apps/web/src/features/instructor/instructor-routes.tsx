import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageLoader } from '@/shared/ui/page-loader';
import { instructorPaths } from './instructor-paths';

/** A page of its own chunk, as the app's routes load theirs. */
const page = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

const ConsoleHomePage = lazy(() => import('./pages/console-home-page').then((m) => ({ default: m.ConsoleHomePage })));
const AvailabilityPage = page(() => import('./pages/availability-page').then((m) => m.AvailabilityPage));

/** A console screen: [path below /instructor/, page, i18n key of its title and text on the console's home]. */
export type ConsoleScreen = [path: string, Page: ComponentType, key: string];

/**
 * The console's own screens (decision 0084). Screens of other features (forum reports, assignments to comment, later
 * the chat queue) come from the app layer (app/instructor-console.tsx), since features never import each other's pages;
 * their texts live under instructorConsole.screens.<key> in the instructor part.
 */
export const CONSOLE_SCREENS: ConsoleScreen[] = [['availability', AvailabilityPage, 'availability']];

/**
 * The instructor console (behind the app's guard for ROLE_INSTRUCTOR): descendant routes under /instructor/*, each
 * page lazily loaded. An unknown screen goes to the console's home.
 */
export function InstructorRoutes({ otherScreens = [] }: { otherScreens?: ConsoleScreen[] }) {
  const screens = [...CONSOLE_SCREENS, ...otherScreens];
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route index element={<ConsoleHomePage screens={screens} />} />
        {screens.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<Navigate to={instructorPaths.console.href()} replace />} />
      </Routes>
    </Suspense>
  );
}
