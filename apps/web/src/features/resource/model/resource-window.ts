import type { ResourceGroup } from '@continuum/contracts';

export interface ResourceWindow {
  /** Completed groups before the learner's place in the course ('View Previous'). */
  previous: ResourceGroup[];
  /** Where the learner is: open groups not yet completed. */
  current: ResourceGroup[];
  /** Locked groups after it ('View Upcoming'). */
  upcoming: ResourceGroup[];
}

/**
 * Splits the resources list (in course order) around the learner's place (001 §2 "View Previous /
 * View Upcoming"): groups before the first group still open are previous when completed; locked groups
 * are upcoming. When every group is completed, the last one stays in view so the list is never blank.
 */
export function resourceWindow(groups: ResourceGroup[]): ResourceWindow {
  const firstOpen = groups.findIndex((g) => !g.completed && !g.locked);
  const previous: ResourceGroup[] = [];
  const current: ResourceGroup[] = [];
  const upcoming: ResourceGroup[] = [];
  groups.forEach((group, index) => {
    if (group.locked) upcoming.push(group);
    else if (group.completed && (firstOpen === -1 || index < firstOpen)) previous.push(group);
    else current.push(group);
  });
  if (current.length === 0 && upcoming.length === 0 && previous.length > 0) {
    const last = previous.pop();
    if (last) current.push(last);
  }
  return { previous, current, upcoming };
}
