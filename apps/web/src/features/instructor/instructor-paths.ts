/**
 * The instructor console's paths (under /instructor, decision 0084): apart from shared/paths.ts so the first load of
 * every learner does not carry them.
 */
const fixed = <P extends string>(path: P) => ({ path, href: () => path });

export const instructorPaths = {
  console: fixed('/instructor'),
  availability: fixed('/instructor/availability'),
};
