/** A check is its learner's alone: nobody else (staff included) reads its status or draws into it (404). */
export function mayUseCheck(actor: { id: number }, check: { userId: number }): boolean {
  return check.userId === actor.id;
}
