import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { create } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examQuestions, exams, lessonSlides, nodes } from '../../../../platform/db/schema/index.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import type { CourseDraft, DraftNode } from '../course-draft/draft.js';
import { draftCounts, importDraft } from '../course-draft/import-draft.js';
import { openCourseSource } from '../course-draft/open-source.js';
import { readOlx } from './read-olx.js';

// The Open edX demo course (openedx/openedx-demo-course), as kept in ../shared/data/standards/olx.
const DEMO = resolve(__dirname, '../../../../../../../../shared/data/standards/olx/demo-course');
const COURSE = join(DEMO, 'course');

const all = (list: DraftNode[]): DraftNode[] => list.flatMap((n) => [n, ...all(n.children)]);
const slidesOf = (d: CourseDraft) => all(d.nodes).flatMap((n) => n.slides ?? []);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { ownDatabase: true });
});
afterAll(() => t.close());

describe('Open edX OLX import (the demo course)', () => {
  it('maps chapters, sequentials, verticals and components, with the counts of the demo course', async () => {
    const draft = readOlx(COURSE);
    expect(draft.course).toEqual({
      code: 'OLX-OPENEDX-DEMOX-DEMOCOURSE',
      title: 'Open edX Demo Course',
      account: { name: 'OpenedX' },
    });
    // 6 chapters, 17 sequentials, 58 verticals (lessons), and the randomized library block as an exam.
    expect(draft.nodes.map((n) => n.type)).toEqual(['UNIT', 'UNIT', 'UNIT', 'UNIT', 'UNIT', 'UNIT']);
    expect(all(draft.nodes).filter((n) => n.type === 'SECTION')).toHaveLength(17);
    expect(draftCounts(draft)).toEqual({ lessons: 58, slides: 306, exams: 1, questions: 5, resources: 11, scos: 0 });
    const types = new Map<string, number>();
    for (const s of slidesOf(draft)) types.set(s.type as string, (types.get(s.type as string) ?? 0) + 1);
    expect(Object.fromEntries(types)).toEqual({
      CONTENT: 277, // 266 html and 11 videos
      MULTIPLE_CHOICE: 15, // 2 single-select, 2 multi-select, 9 dropdowns, 2 more
      TEXT_EDIT: 4,
      MATCHING_DND_GRP: 1,
      ASSIGNMENT: 4,
      STUDENT_POLL: 4,
      FORUM: 1,
    });
    expect(draft.warnings).toHaveLength(74);
  });

  it('keeps the right answers of problems, drag and drop, polls, surveys and the library pool', () => {
    const draft = readOlx(COURSE);
    const slides = slidesOf(draft);
    const byTitle = (title: string) =>
      slides.find((s) => s.title === title) as Record<string, unknown> & { choices?: { text: string; correct?: boolean }[] };
    expect(
      byTitle('Basic Multiple Choice')
        .choices?.filter((c) => c.correct)
        .map((c) => c.text),
    ).toEqual(['Lion']);
    expect(
      byTitle('Simple Dropdown')
        .choices?.filter((c) => c.correct)
        .map((c) => c.text),
    ).toEqual(['Canberra']);
    expect(byTitle('Basic text input')).toMatchObject({
      type: 'TEXT_EDIT',
      acceptable: ['Doc', 'Sleepy', 'Dopey', 'Grumpy', 'Happy', 'Bashful', 'Sneezy'],
      caseSensitive: false,
    });
    const dnd = slides.find((s) => s.type === 'MATCHING_DND_GRP') as {
      targets: { id: string; text: string }[];
      items: { text: string; targetId: string }[];
    };
    expect(dnd.targets).toHaveLength(8);
    const zone = (item: string) => dnd.targets.find((z) => z.id === dnd.items.find((i) => i.text === item)?.targetId)?.text;
    expect(zone('Frontal Lobe')).toBe('Top-Front');
    expect(zone('Green Lobe')).toBe('Bottom left');
    const poll = slides.find((s) => s.title === 'Poll: Open edX features') as { choices: { text: string }[] };
    expect(poll.choices.map((c) => c.text)).toEqual([
      'Assessment Features',
      'Social Learning Features',
      'Content Creation Tools',
      'Something Else',
    ]);
    expect(slides.filter((s) => s.type === 'STUDENT_POLL').map((s) => s.title)).toContain('Are you enjoying the course so far?');
    expect(slides.find((s) => s.type === 'FORUM')).toMatchObject({
      title: 'Language Learning Tools and Tips',
      question: 'Language Learning Tools and Tips',
    });
    const pool = all(draft.nodes).find((n) => n.type === 'EXAM');
    expect(pool?.exam).toEqual({ passingScore: 0, completesWhen: 'TAKEN', questionCount: 2 });
    const q = pool?.questions?.[0] as { text: string; choices: { text: string; correct?: boolean }[] };
    expect(q.text).toBe('Which structure is responsible for preventing food from entering the trachea when swallowing?');
    expect(q.choices.find((c) => c.correct)?.text).toBe('B. Epiglottis');
  });

  it('names the file and element of what cannot map', () => {
    const messages = readOlx(COURSE).warnings.map((w) => `${w.file}:${w.line}: ${w.message}`);
    expect(messages).toContain(
      'problem/3b8100660f3947c198e0a9b35f7c6cf6.xml:1: problem "Simple Numerical Input Problem": its answer 600 has a tolerance (5), which typed answers cannot check; left out',
    );
    expect(messages).toContain(
      'lti/94231b63c6c34ead863d2876a4762751.xml:1: lti "Codeboard.io LTI Demonstration" has no counterpart in our model; left out',
    );
    expect(messages).toContain(
      'problem/10d6abada29b45df87f3bd9a9af86e72.xml:1: problem "Image Mapped Input": an image map needs its image in the course and its size; hot spots are not made from it; left out',
    );
    expect(messages.filter((m) => m.includes('customresponse'))).toHaveLength(4);
  });

  it('reads the course from a .tar.gz and imports it; a re-import updates in place', async () => {
    const archive = join(mkdtempSync(join(tmpdir(), 'olx-tar-')), 'demo.tar.gz');
    await create({ gzip: true, file: archive, cwd: DEMO, portable: true }, ['course']);
    const source = await openCourseSource(archive);
    if (!source) throw new Error('not detected');
    try {
      expect(source.format).toBe('OLX');
      const draft = readOlx(source.folder);
      expect(draftCounts(draft)).toEqual({ lessons: 58, slides: 306, exams: 1, questions: 5, resources: 11, scos: 0 });
      const first = await importDraft(t.database.db, t.clock, draft);
      // 6 units, 17 sections, 58 lessons, 1 exam and the product's own node.
      expect(first.created).toMatchObject({ products: 1, nodes: 83 });
      const db = t.database.db;
      const tree = await db.select().from(nodes).where(eq(nodes.productId, first.summary.productId));
      const exam = tree.find((n) => n.type === 'EXAM');
      expect(
        await db
          .select()
          .from(examQuestions)
          .where(eq(examQuestions.nodeId, exam?.id ?? 0)),
      ).toHaveLength(5);
      const [settings] = await db
        .select()
        .from(exams)
        .where(eq(exams.nodeId, exam?.id ?? 0));
      expect(settings?.settings).toMatchObject({ questionCount: 2 });
      const slides = await db.select({ nodeId: lessonSlides.nodeId }).from(lessonSlides);
      expect(slides.filter((s) => tree.some((n) => n.id === s.nodeId))).toHaveLength(306);
      const again = await importDraft(t.database.db, t.clock, readOlx(source.folder));
      expect(again.summary).toMatchObject({ created: 0, updated: 83, removed: 0 });
    } finally {
      await source.close();
    }
  }, 180_000);
});
