/** A learner's name as the assignment pages show it: first and last, or one when they are the same (001 §2). */
export function displayName(firstName: string | null, lastName: string | null): string {
  const first = (firstName ?? '').trim();
  const last = (lastName ?? '').trim();
  if (first === last) return first;
  return [first, last].filter(Boolean).join(' ');
}
