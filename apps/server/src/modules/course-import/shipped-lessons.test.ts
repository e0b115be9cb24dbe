import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoPackageFolders } from '../demo/seed.js';
import { type PackageNode, readCoursePackage } from './package-reader.js';

/**
 * Every course package shipped in content/courses, not only the demo list: a package added later is held
 * to the same rule without anyone remembering to register it here.
 */
function shippedPackageFolders(): string[] {
  const root = dirname(demoPackageFolders()[0] ?? '');
  return readdirSync(root)
    .map((name) => join(root, name))
    .filter((folder) => existsSync(join(folder, 'course.yaml')));
}

function lessonsOf(list: PackageNode[]): PackageNode[] {
  return list.flatMap((n) => [...(n.type === 'LESSON' ? [n] : []), ...lessonsOf(n.children)]);
}

describe('the shipped course packages', () => {
  // The format lets a LESSON omit slides (a package may be imported before its content is written), but
  // a learner who opens one sees only "This lesson has no slides." and Skip Lesson (issue 16). A shipped
  // package must not carry such a lesson.
  it.each(shippedPackageFolders())('%s has at least one slide in every LESSON', (folder) => {
    const { package: pkg, errors } = readCoursePackage(folder);
    expect(errors).toEqual([]);
    const empty = lessonsOf(pkg?.nodes ?? [])
      .filter((n) => (n.slides ?? []).length === 0)
      .map((n) => n.source);
    expect(empty).toEqual([]);
  });
});
