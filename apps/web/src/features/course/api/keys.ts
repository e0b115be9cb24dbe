/**
 * Query keys of one learner product's course data. Everything per product sits under ['course', lpId], so
 * a change of progress can refresh the state, the progress and every node page of that product at once.
 */
export const courseKeys = {
  all: (lpId: number) => ['course', lpId] as const,
  meta: (lpId: number) => ['course', lpId, 'meta'] as const,
  state: (lpId: number) => ['course', lpId, 'state'] as const,
  progress: (lpId: number) => ['course', lpId, 'progress'] as const,
  startEnd: (lpId: number) => ['course', lpId, 'start-end'] as const,
  lcPages: (lpId: number) => ['course', lpId, 'lc'] as const,
  lcPage: (lpId: number, nodeId: number, step: string | undefined) => ['course', lpId, 'lc', nodeId, step ?? ''] as const,
};

/** A route parameter as a positive integer id, or NaN. */
export function idParam(value: string | undefined): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : Number.NaN;
}

export const isId = (id: number) => Number.isInteger(id) && id > 0;
