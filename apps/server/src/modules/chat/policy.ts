/** A chat is its learner's own: nobody else reads or writes it as the learner (another learner's is 404). */
export function isLearnersChat(actor: { id: number }, chat: { userId: number }): boolean {
  return chat.userId === actor.id;
}
