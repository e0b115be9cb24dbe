/**
 * Query keys of a learner product's resources, bookmarks and key points. Everything sits under
 * ['resource', lpId], so a bookmark or a view can refresh the lists, the bookmarks box and the pages at once.
 */
export const resourceKeys = {
  all: (lpId: number) => ['resource', lpId] as const,
  list: (lpId: number) => ['resource', lpId, 'list'] as const,
  bookmarks: (lpId: number) => ['resource', lpId, 'bookmarks'] as const,
  resource: (lpId: number, resourceId: number) => ['resource', lpId, 'resource', resourceId] as const,
  lcData: (lpId: number, resourceId: number, nodeId: number) => ['resource', lpId, 'lc', resourceId, nodeId] as const,
  keyPoints: (lpId: number, lcId: number) => ['resource', lpId, 'key-points', lcId] as const,
};

export const isId = (id: number | null | undefined): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0;
