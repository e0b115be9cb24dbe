import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoPackageFolders } from '../demo/seed.js';
import { readCoursePackage } from './package-reader.js';

/** Writes a package folder from a map of relative path -> file text. */
function packageOf(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'pkg-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const course = `code: TEST-1
title: Test Course
type: COURSE
account:
  name: Test Academy
rules:
  SC_PROCTOR_PROCTOR_REQUIRED: no
`;

describe('readCoursePackage', () => {
  it('reads the tree in numeric-prefix order with keys from paths', () => {
    const dir = packageOf({
      'course.yaml': course,
      'nodes/01-introduction.yaml': 'type: UNIT_INTRODUCTION\ntitle: Introduction\n',
      'nodes/10-agency/_node.yaml': 'type: UNIT\ntitle: Agency\ntitlePrefix: Unit 1\n',
      'nodes/10-agency/02-duties.yaml': 'type: LESSON\ntitle: Duties\n',
      'nodes/10-agency/01-intro.yaml': 'type: UNIT_INTRODUCTION\ntitle: Intro\nmetadata:\n  OBJECTIVES: "*One*Two"\n',
      'nodes/2-ethics.yaml': 'key: ethics-lesson\ntype: LESSON\ntitle: Ethics\nmetadata:\n  OPTIONAL: yes\n',
    });
    const { package: pkg, errors } = readCoursePackage(dir);
    expect(errors).toEqual([]);
    expect(pkg?.course.rules).toEqual({ SC_PROCTOR_PROCTOR_REQUIRED: 'no' });
    expect(pkg?.nodes.map((n) => n.key)).toEqual(['introduction', 'ethics-lesson', 'agency']);
    expect(pkg?.nodes[1]?.metadata).toEqual({ OPTIONAL: 'yes' });
    expect(pkg?.nodes[2]?.children.map((n) => n.key)).toEqual(['agency/intro', 'agency/duties']);
    expect(pkg?.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reports every error with its file and line, and returns no package', () => {
    const dir = packageOf({
      'course.yaml': `${course}durationDays: -3\n`,
      'nodes/01-a.yaml': 'type: LESSON\ntitle: A\n',
      'nodes/02-b.yaml': 'type: LESSON\n\ntitle: B\nbogus: 1\n',
      'nodes/03-c.yaml': 'type: WIDGET\ntitle: C\n',
      'nodes/04-d.yaml': 'key: a\ntype: LESSON\ntitle: D\n',
      'nodes/05-e.yaml': 'type: LESSON\ntitle: E\nmetadata:\n  EXEMPT_IF_COMPLETE: nowhere\n',
      'nodes/06-f.yaml': 'type: LESSON\ntitle: [unclosed\n',
      'nodes/07-empty/_node.yaml': 'type: UNIT\ntitle: Empty\n',
    });
    const { package: pkg, errors } = readCoursePackage(dir);
    expect(pkg).toBeUndefined();
    const by = (file: string) => errors.filter((e) => e.file === file);
    expect(by('course.yaml')).toEqual([expect.objectContaining({ line: 8, message: expect.stringContaining('durationDays') })]);
    expect(by('nodes/02-b.yaml')).toEqual([expect.objectContaining({ line: 1, message: expect.stringContaining('bogus') })]);
    expect(by('nodes/03-c.yaml')).toEqual([expect.objectContaining({ line: 1, message: expect.stringContaining('type') })]);
    expect(by('nodes/04-d.yaml')[0]?.message).toContain('already used');
    expect(by('nodes/05-e.yaml')[0]?.message).toContain('unknown key "nowhere"');
    expect(by('nodes/06-f.yaml').length).toBeGreaterThan(0);
    expect(by('nodes/07-empty/_node.yaml')[0]?.message).toContain('at least one child');
  });

  it('requires course.yaml and nodes', () => {
    expect(readCoursePackage(packageOf({ 'readme.md': 'x' })).errors[0]?.message).toContain('course.yaml is missing');
    expect(readCoursePackage(packageOf({ 'course.yaml': course })).errors[0]?.file).toBe('nodes');
  });
});

describe('the demo packages', () => {
  it.each(demoPackageFolders())('%s reads without errors', (folder) => {
    const { package: pkg, errors } = readCoursePackage(folder);
    expect(errors).toEqual([]);
    expect(pkg?.nodes.length).toBeGreaterThan(1);
  });
});

describe('lesson slides', () => {
  const lesson = `type: LESSON
title: Agency Basics
slides:
  - id: welcome
    type: CONTENT
    title: Welcome
    content: Read this first.
  - id: q1
    type: TRUE_FALSE
    title: Dual agency
    content: Texas allows dual agency.
    answer: false
    correctFeedback: Right, Texas uses intermediary brokerage instead.
  - id: q2
    type: MULTIPLE_CHOICE
    title: Duties
    choices:
      - { id: a, text: Loyalty, correct: true }
      - { id: b, text: Commission }
`;

  it('reads slides of known inquiry types and content slides', () => {
    const dir = packageOf({ 'course.yaml': course, 'nodes/01-lesson.yaml': lesson });
    const { package: pkg, errors } = readCoursePackage(dir);
    expect(errors).toEqual([]);
    expect(pkg?.nodes[0]?.slides?.map((s) => s.type)).toEqual(['CONTENT', 'TRUE_FALSE', 'MULTIPLE_CHOICE']);
  });

  it('reports a bad slide at its line, slides outside lessons, and duplicate slide ids', () => {
    const bad = lesson.replace('    answer: false\n', '    answer: maybe\n');
    const dir = packageOf({
      'course.yaml': course,
      'nodes/01-lesson.yaml': bad,
      'nodes/02-unit.yaml': 'type: KEY_POINTS\ntitle: K\nslides:\n  - { id: x, type: CONTENT, title: X }\n',
    });
    const { errors } = readCoursePackage(dir);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'nodes/01-lesson.yaml', line: 12, message: expect.stringContaining('slides.1.answer') }),
        expect.objectContaining({
          file: 'nodes/02-unit.yaml',
          message: expect.stringContaining('only LESSON nodes have slides'),
        }),
      ]),
    );
    const duplicate = packageOf({ 'course.yaml': course, 'nodes/01-lesson.yaml': lesson.replace('id: q2', 'id: q1') });
    expect(readCoursePackage(duplicate).errors).toContainEqual({
      file: 'nodes/01-lesson.yaml',
      line: 14,
      message: 'slides.2.id: slide id "q1" is used twice',
    });
  });
});

describe('inquiry cross-field checks', () => {
  it('reports a multiple-choice slide without a correct choice at its line', () => {
    const dir = packageOf({
      'course.yaml': course,
      'nodes/01-lesson.yaml': `type: LESSON
title: L
slides:
  - id: q
    type: MULTIPLE_CHOICE
    title: Q
    choices:
      - { id: a, text: A }
      - { id: b, text: B }
`,
    });
    const { errors } = readCoursePackage(dir);
    expect(errors).toEqual([
      expect.objectContaining({ file: 'nodes/01-lesson.yaml', message: expect.stringMatching(/^slides\.0\.choices: .*correct/) }),
    ]);
  });
});
