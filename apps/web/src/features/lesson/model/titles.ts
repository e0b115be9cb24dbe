/** 'Lesson 1.1: Duties to Clients', or the title alone (the course pages' convention). */
export function fullTitle(node: { title: string; titlePrefix: string | null }): string {
  return node.titlePrefix ? `${node.titlePrefix}: ${node.title}` : node.title;
}
