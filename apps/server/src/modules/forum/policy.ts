/** Learners post only to active forums of products they hold (a forum of another product is not revealed: 404). */
export function canPostToForum(forum: { active: boolean } | undefined, holdsProduct: boolean): 'ok' | 'not-found' | 'closed' {
  if (!forum || !holdsProduct) return 'not-found';
  return forum.active ? 'ok' : 'closed';
}

/** Learners read forums of products they hold, active or not (an inactive forum says so, 001 §2). */
export function canReadForum(forum: unknown, holdsProduct: boolean): boolean {
  return forum !== undefined && holdsProduct;
}

/** Forum posts show the author's first name and last initial: learners of a course see each other's posts. */
export function authorName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0);
  return initial ? `${firstName} ${initial}.` : firstName;
}
