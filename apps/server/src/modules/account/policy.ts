/** A user may end only their own sessions. */
export function canInvalidateSession(actor: { id: number }, session: { userId: number }): boolean {
  return actor.id === session.userId;
}
