// The assignments page's address (001 §2 productAssignments), kept out of shared/paths.ts: that module is part
// of the first load, and only the home box and the page itself link here.
export const productAssignmentsPath = '/lp/:lpId/assignments';
export const productAssignmentsHref = ({ lpId }: { lpId: number | string }) =>
  `/lp/${encodeURIComponent(String(lpId))}/assignments`;
