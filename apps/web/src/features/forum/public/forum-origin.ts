import { matchPath } from 'react-router';
import { paths } from '@/shared/paths';

/** Router state a link into the forum page carries: the in-app page it was followed from. */
export interface ForumOriginState {
  forumFrom: string;
}

/** The state for a link into the forum from the page at `pathname` + `search`. */
export function forumOriginState(location: { pathname: string; search: string }): ForumOriginState {
  return { forumFrom: `${location.pathname}${location.search}` };
}

export type ForumOrigin = 'lesson' | 'resource' | 'page' | 'courseHome' | 'home';

/**
 * Where the forum header's way back leads (decision 0070): the page the learner came from when a link in the
 * app says so (a lesson, a resource), else the current product's course home, else home. Only app paths are
 * taken from the state: a '//' URL would leave the site.
 */
export function forumWayBack(state: unknown, currentLpId: number | null): { to: string; origin: ForumOrigin } {
  const from = state !== null && typeof state === 'object' ? (state as Partial<ForumOriginState>).forumFrom : undefined;
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) {
    const pathname = from.split(/[?#]/)[0] ?? from;
    if (matchPath(paths.lc.path, pathname)) return { to: from, origin: 'lesson' };
    if (matchPath(paths.productResourceExt.path, pathname) || matchPath(paths.resource.path, pathname))
      return { to: from, origin: 'resource' };
    return { to: from, origin: 'page' };
  }
  if (currentLpId !== null) return { to: paths.productHome.href({ lpId: currentLpId }), origin: 'courseHome' };
  return { to: '/', origin: 'home' };
}
