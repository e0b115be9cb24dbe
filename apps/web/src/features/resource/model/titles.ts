/** 'Prefix: Title', or the title alone (the course's way of naming a node). */
export function fullTitle(node: { title: string; titlePrefix: string | null }): string {
  return node.titlePrefix ? `${node.titlePrefix}: ${node.title}` : node.title;
}
