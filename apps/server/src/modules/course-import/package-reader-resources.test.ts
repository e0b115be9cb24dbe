import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCoursePackage } from './package-reader.js';

function packageOf(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'pkg-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}
const base = {
  'course.yaml': 'code: RES-T\ntitle: T\ntype: COURSE\naccount:\n  name: A\n',
  'nodes/01-lesson.yaml': 'type: LESSON\ntitle: L\nslides:\n  - { id: s1, type: CONTENT, title: S }\n',
  'nodes/02-kp.yaml': 'type: KEY_POINTS\ntitle: KP\nkeyPoints: ["<p>One</p>"]\n',
};

describe('package resources', () => {
  it('reads resources from node files and resources.yaml, key points and the glossary', () => {
    const dir = packageOf({
      ...base,
      'nodes/02-kp.yaml':
        'type: KEY_POINTS\ntitle: KP\nkeyPoints: ["<p>One</p>"]\nresources:\n  - { key: n1, type: NOTES, title: N, content: "<p>x</p>" }\n',
      'resources.yaml': 'resources:\n  - { key: a, node: lesson, type: HTML, title: A, file: r/a.html, slides: [s1] }\n',
      'r/a.html': '<p>a</p>',
      'glossary.yaml': 'terms:\n  - { term: Agency, definition: A relationship. }\n',
    });
    const { package: pkg, errors } = readCoursePackage(dir);
    expect(errors).toEqual([]);
    expect(pkg?.resources.resources.map((r) => [r.key, r.nodeKey])).toEqual([
      ['n1', 'kp'],
      ['a', 'lesson'],
    ]);
    expect(pkg?.resources.glossary).toEqual([{ term: 'Agency', definition: 'A relationship.' }]);
  });

  it('reports every problem with its file: types, missing files, unknown nodes and slides, duplicates', () => {
    const dir = packageOf({
      ...base,
      'nodes/01-lesson.yaml': `${base['nodes/01-lesson.yaml']}keyPoints: ["x"]\nresources:\n  - { key: img, type: IMAGE, title: I, file: i.svg }\n`,
      'resources.yaml': `resources:
  - { key: a, node: nowhere, type: PDF, title: A, file: missing.pdf }
  - { key: a, node: lesson, type: LINK, title: L, url: "ftp://x" }
  - { key: b, node: kp, type: HTML, title: B, content: "<p/>", slides: [s1] }
  - { key: c, node: lesson, type: KEY_POINTS, title: C, keyPointsOf: lesson }
`,
      'glossary.yaml': 'terms:\n  - { term: A, definition: x }\n  - { term: a, definition: y }\n',
      'course.yaml': `${base['course.yaml']}siteAssets:\n  studyPlanAssets:\n    - { label: S, type: PDF, url: plan.pdf }\n`,
    });
    const { errors } = readCoursePackage(dir);
    const messages = errors.map((e) => `${e.file}: ${e.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^nodes\/01-lesson.yaml: resources.0.file: a IMAGE file ends in \.png/),
        expect.stringMatching(/^nodes\/01-lesson.yaml: resources.0.alt: alt is required for IMAGE/),
        expect.stringMatching(/^nodes\/01-lesson.yaml: keyPoints: keyPoints belong to KEY_POINTS nodes/),
        expect.stringMatching(/^resources.yaml: resources.1.url: url must be an http\(s\) address/),
      ]),
    );
    const dir2 = packageOf({
      ...base,
      'resources.yaml': `resources:
  - { key: a, node: nowhere, type: PDF, title: A, file: missing.pdf }
  - { key: a, node: lesson, type: LINK, title: L, url: "https://x.example" }
  - { key: b, node: kp, type: HTML, title: B, content: "<p/>", slides: [s1] }
  - { key: c, node: lesson, type: KEY_POINTS, title: C, keyPointsOf: lesson }
  - { key: d, node: lesson, type: HTML, title: D, content: "<p/>", slides: [nope] }
  - { key: e, node: lesson, type: FORUM, title: E, forum: nobody-declares-it }
`,
      'glossary.yaml': 'terms:\n  - { term: A, definition: x }\n  - { term: a, definition: y }\n',
      'course.yaml': `${base['course.yaml']}siteAssets:\n  studyPlanAssets:\n    - { label: S, type: PDF, url: plan.pdf }\n`,
    });
    expect(readCoursePackage(dir2).errors.map((e) => `${e.file}: ${e.message}`)).toEqual([
      'resources.yaml: resource "a": node "nowhere" is not a node key of the package',
      'resources.yaml: resource "a": file "missing.pdf" is not in the package',
      'resources.yaml: resource "a": key is already used in resources.yaml',
      'resources.yaml: resource "b": slides are listed only for resources of a LESSON',
      'resources.yaml: resource "c": keyPointsOf "lesson" is not a KEY_POINTS node',
      'resources.yaml: resource "d": lesson "lesson" has no slide "nope"',
      'resources.yaml: resource "e": forum "nobody-declares-it" is not the forumKey of a FORUM slide of the package',
      'glossary.yaml: term "a" is listed twice',
      'course.yaml: siteAssets.studyPlanAssets.0.url: "site-assets/plan.pdf" is not in the package (nor site-assets/plan.html to render as PDF)',
    ]);
  });
});
