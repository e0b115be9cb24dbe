import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { stringify } from 'yaml';
import type { CourseDraft, DraftNode } from './draft.js';

const yaml = (data: unknown) => stringify(data, { lineWidth: 0 });

function nodeFields(n: DraftNode): Record<string, unknown> {
  const out: Record<string, unknown> = { key: n.key, type: n.type, title: n.title };
  if (n.description) out.description = n.description;
  if (n.metadata && Object.keys(n.metadata).length) out.metadata = n.metadata;
  if (n.slides) out.slides = n.slides;
  if (n.exam) out.exam = n.exam;
  if (n.questions) out.questions = n.questions;
  if (n.resources?.length) out.resources = n.resources;
  return out;
}

async function writeNodes(dir: string, nodes: DraftNode[]): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const [i, n] of nodes.entries()) {
    const name = `${String(i + 1).padStart(4, '0')}-node`;
    if (n.children.length > 0) {
      await mkdir(join(dir, name), { recursive: true });
      await writeFile(join(dir, name, '_node.yaml'), yaml(nodeFields(n)));
      await writeNodes(join(dir, name), n.children);
    } else {
      await writeFile(join(dir, `${name}.yaml`), yaml(nodeFields(n)));
    }
  }
}

/**
 * Writes a mapped course as one of our course packages (docs/course-packages.md), so that it is validated and
 * imported by the very reader and importer our own packages go through: same checks, same re-import by keys.
 */
export async function writeDraftPackage(draft: CourseDraft, folder: string): Promise<void> {
  const root = resolve(folder);
  await mkdir(root, { recursive: true });
  await writeFile(
    join(root, 'course.yaml'),
    yaml({ ...draft.course, type: 'COURSE', metadata: { PROGRESSION: 'PROGRESS_OPEN_ALL' } }),
  );
  await writeNodes(join(root, 'nodes'), draft.nodes);
  if (draft.rootResources.length)
    await writeFile(join(root, 'resources.yaml'), yaml({ resources: draft.rootResources.map((r) => ({ ...r, node: '_root' })) }));
  for (const f of draft.files) {
    const target = resolve(join(root, f.path));
    // Paths come from the source's references, already checked; a second look costs nothing.
    if (!target.startsWith(root + sep)) continue;
    await mkdir(dirname(target), { recursive: true });
    await copyFile(f.from, target);
  }
}
