import { join } from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authoredOrder } from '../../../../platform/answer-order.js';
import { examQuestions, lessonSlides, nodes, products } from '../../../../platform/db/schema/index.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { publicView } from '../../../lesson/slides/public-view.js';
import { importSource } from '../import-source.js';
import { SourceInvalidError } from '../readers.js';
import { ImportWarnings } from '../warnings.js';
import { readQti } from './read-qti.js';

/** The IMS QTI 2.1 example items (../shared/data/standards/qti21, from oat-sa/qti-sdk; README there). */
const QTI_DIR = join(import.meta.dirname, '../../../../../../../../shared/data/standards/qti21');
/** Hand-made files for what the IMS examples lack: a content package with a test, order, match, gap match, inline choices, QTI 3.0. */
const FIXTURES = join(import.meta.dirname, 'fixtures');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const counts = (c: Partial<Record<string, number>>) => ({
  products: 1,
  nodes: 0,
  lessons: 0,
  slides: 0,
  exams: 0,
  questions: 0,
  resources: 0,
  scos: 0,
  ...c,
});

async function rowsOf(code: string) {
  const db = t.database.db;
  const [p] = await db.select().from(products).where(eq(products.code, code));
  if (!p) return { nodes: 0, slides: 0, questions: 0 };
  const ids = (await db.select({ id: nodes.id }).from(nodes).where(eq(nodes.productId, p.id))).map((r) => r.id);
  const [s] = await db.select({ n: count() }).from(lessonSlides).where(inArray(lessonSlides.nodeId, ids));
  const [q] = await db.select({ n: count() }).from(examQuestions).where(inArray(examQuestions.nodeId, ids));
  return { nodes: ids.length, slides: s?.n ?? 0, questions: q?.n ?? 0 };
}

describe('importing the IMS QTI 2.1 example items', () => {
  it('maps 10 of the 19 items, names each of the 9 others and what the 10 lose, and re-imports in place', async () => {
    const db = t.database.db;
    const checked = await importSource(db, t.clock, QTI_DIR, { check: true });
    // Exam pool (5): choice_fixed, hottext, math, orkney1, modalFeedback (true/false with its two feedbacks).
    // Practice lesson (5): associate as matching, text_entry as a typed answer, two essays as assignments, likert
    // (no right answer) as a poll.
    expect(checked.report.created).toEqual(counts({ nodes: 2, lessons: 1, slides: 5, exams: 1, questions: 10 }));
    const messages = checked.report.warnings.map((w) => `${w.file}:${w.line}: ${w.message}`);
    const notImported = messages.filter((m) => /not imported/.test(m) && !/images or media/.test(m));
    expect(notImported).toEqual([
      'adaptive.xml:2: question "adaptive": not imported: an adaptive item (the item changes between attempts) has no counterpart among our question types',
      'choice_multiple_chocolade.xml:2: question "choiceMultiple": has 14 choices; a multiple-choice slide takes 2 to 12: not imported',
      'feedbackblock_adaptive.xml:2: question "Example05-feedbackBlock-adaptive": not imported: an adaptive item (the item changes between attempts) has no counterpart among our question types',
      'feedbackblock_templateblock.xml:2: question "Example04-feedbackBlock-templateBlock": not imported: an adaptive item (the item changes between attempts) has no counterpart among our question types',
      'graphic_associate.xml:2: question "graphicAssociate": not imported: linking hot spots on an image has no counterpart among our question types',
      'graphic_order.xml:2: question "graphicOrder": not imported: ordering hot spots on an image has no counterpart among our question types',
      'mc_calc5.xml:2: question "Template_FIB_001": not imported: template variables (values drawn at random for each attempt) have no counterpart: our questions have fixed values',
      'position_object.xml:2: question "positionObjects": not imported: placing objects on an image has no counterpart among our question types',
      'slider.xml:2: question "slider": not imported: a slider has no counterpart among our question types',
    ]);
    expect(messages).toContain(
      'text_entry.xml:2: question "textEntry": partial credit (50%) cannot be given: those answers count as wrong',
    );
    expect(messages).toContain(
      'choice_multiple_chocolade.xml:2: question "choiceMultiple": another right answer (C11 C05 C06 C07 C08 C12 C13 C14) is not kept: only C01 C02 C03 C04 C05 C06 C07 C08 C09 C10 counts as right',
    );
    expect(messages).toContain(
      'extended_text_rubric.xml:3: question "extendedText": its rubricBlock (view scorer) is not shown to learners: left out of the question',
    );
    expect(messages).toContain(
      'likert.xml:2: question "questionnaire": it has no right answer: it becomes a poll, whose answers are counted, not graded',
    );
    expect(messages).toContain('math.xml:3: question "math": MathML is kept as its text only');
    expect(messages).toContain(
      'orkney1.xml:3: question "orkney1": images or media in its text are not imported (the text is kept)',
    );
    expect(checked.report.warnings).toHaveLength(22);
    expect(await rowsOf(checked.summary.code)).toEqual({ nodes: 0, slides: 0, questions: 0 });

    const first = await importSource(db, t.clock, QTI_DIR);
    expect(first.report).toEqual(checked.report);
    expect(first.summary.code).toBe('QTI-QTI21');
    expect(await rowsOf('QTI-QTI21')).toEqual({ nodes: 3, slides: 5, questions: 5 });
    const again = await importSource(db, t.clock, QTI_DIR);
    expect(again.summary.created).toBe(0);
    expect(await rowsOf('QTI-QTI21')).toEqual({ nodes: 3, slides: 5, questions: 5 });

    // The keys stay on the server: the stored questions hold them, what a learner's browser gets does not.
    const [p] = await db.select().from(products).where(eq(products.code, 'QTI-QTI21'));
    const ids = (
      await db
        .select({ id: nodes.id })
        .from(nodes)
        .where(eq(nodes.productId, p?.id ?? 0))
    ).map((r) => r.id);
    const stored = await db.select().from(examQuestions).where(inArray(examQuestions.nodeId, ids));
    const tf = stored.find((q) => /Sigmund Freud/.test(JSON.stringify(q)));
    expect(JSON.stringify(tf)).toMatch(/"feedback":"correct"/);
    const slides = await db.select().from(lessonSlides).where(inArray(lessonSlides.nodeId, ids));
    const typed = slides.find((s) => JSON.stringify(s).includes('Richard III'));
    expect(JSON.stringify(typed)).toContain('York');
    const seen = JSON.stringify(slides.map((s) => publicView(s.data as never, authoredOrder)));
    expect(seen).not.toContain('York');
    expect(seen).not.toContain('matchId');
  });
});

describe('QTI shapes the examples lack (hand-made)', () => {
  it('reads a content package: a test with sections, order, match, gap match, inline choices and feedback', async () => {
    const r = await importSource(t.database.db, t.clock, join(FIXTURES, 'package'), { check: true });
    expect(r.format).toBe('qti21');
    // The test as a chapter: "Procedures" an exam (1 question) and a practice lesson (order, match, multiple
    // response), "Words and places" a practice lesson (gap match, inline choice + text entry); the item no test
    // refers to a bank's practice lesson (a number typed).
    expect(r.report.created).toEqual(counts({ nodes: 5, lessons: 3, slides: 6, exams: 1, questions: 7 }));
    expect(r.report.warnings.map((w) => `${w.file}:${w.line}: ${w.message}`)).toEqual([
      'imsmanifest.xml:0: resource L1 of type imsldcontent_xmlv1p0 is not a QTI item or test: not imported',
      'items/missing.xml:0: referred to but missing: not imported',
      'test.xml:1: test Site safety check: its time limit (1200 s) is not kept: set one on each exam',
      'test.xml:0: Procedures: draws 2 questions but only 1 can be exam questions: every attempt takes all of them',
      'items/order.xml:2: question "evacuation-order": ordering becomes sorting the items into numbered places (1st, 2nd, …)',
      'items/multiple-mapped.xml:2: question "hazards": credit by weight becomes all or nothing: the learner must pick exactly the right choices',
      'items/hotspot.xml:2: question "exit-map": hot spot on "images/floor.png": not imported (the background image must be a file of the import with its size in pixels)',
    ]);
  });

  it('turns keys, mappings and feedback into our slides and exam questions', () => {
    const w = new ImportWarnings();
    const src = readQti({ root: join(FIXTURES, 'package'), files: [join(FIXTURES, 'package/imsmanifest.xml')], warnings: w });
    expect(src.title).toBe('hand-made-safety-pack');
    const test = src.nodes[0];
    expect(test?.kind === 'container' && test.children.map((c) => [c.kind, c.title])).toEqual([
      ['exam', 'Procedures'],
      ['exam', 'Words and places'],
    ]);
    const procedures = test?.kind === 'container' ? test.children[0] : undefined;
    expect(procedures?.kind === 'exam' && procedures.questionCount).toBe(2);
    const all = test?.kind === 'container' ? test.children.flatMap((c) => (c.kind === 'exam' ? c.questions : [])) : [];
    const byId = new Map(all.map((q) => [q.sourceId, q]));
    const fire = byId.get('extinguisher');
    expect(fire?.body.kind === 'choice' && fire.body.choices.map((c) => [c.sourceId, c.weight, c.feedback?.text])).toEqual([
      ['WATER', 0, 'Water conducts electricity.'],
      ['CO2', 1, undefined],
      ['FOAM', 0, undefined],
    ]);
    expect(fire?.correctFeedback?.text).toBe('Yes: CO2 does not conduct.');
    expect(fire?.incorrectFeedback?.text).toBe('Use CO2 on electrical fires.');
    expect(byId.get('evacuation-order')?.body).toMatchObject({
      kind: 'ordering',
      items: [{ sourceId: 'ALARM' }, { sourceId: 'LEAVE' }, { sourceId: 'GATHER' }],
    });
    expect(byId.get('sign-colours')?.body).toMatchObject({
      kind: 'matching',
      pairs: [{ answer: 'Prohibition' }, { answer: 'Mandatory action' }, { answer: 'Safe condition' }],
      distractors: ['Warning'],
    });
    expect(byId.get('ppe-gaps')?.body).toEqual({
      kind: 'cloze',
      text: 'Complete the rule.\nOn site, wear a [[b1]] on your head and [[b2]] on your feet.',
      blanks: {
        b1: { answers: [{ text: 'hard hat', weight: 1 }], options: ['hard hat', 'safety boots', 'gloves'] },
        b2: { answers: [{ text: 'safety boots', weight: 1 }], options: ['hard hat', 'safety boots', 'gloves'] },
      },
    });
    expect(byId.get('ladder-rule')?.body).toMatchObject({
      kind: 'cloze',
      text: 'Set a ladder one unit out for every [[b1]] units up, with [[b2]] points of contact.',
      blanks: {
        b1: { answers: [{ text: 'four', weight: 1 }], options: ['two', 'four'] },
        b2: { answers: [{ text: 'three' }, { text: '3' }] },
      },
    });
    const hazards = byId.get('hazards');
    expect(hazards?.body.kind === 'choice' && [hazards.body.multiple, hazards.body.choices.map((c) => c.weight)]).toEqual([
      true,
      [1, 1, -1],
    ]);
    expect(byId.get('exit-map')?.body).toMatchObject({
      kind: 'hotSpot',
      image: { src: 'images/floor.png', width: 300, height: 200 },
      areas: [
        { sourceId: 'EXIT', shape: 'rect', correct: true },
        { sourceId: 'LIFT', shape: 'circle', correct: false },
      ],
    });
  });

  it('reads a QTI 3.0 item with the same reader', async () => {
    const r = await importSource(t.database.db, t.clock, join(FIXTURES, 'qti3-choice.xml'), { check: true });
    expect(r.format).toBe('qti30');
    expect(r.report).toEqual({ created: counts({ nodes: 1, exams: 1, questions: 1 }), warnings: [] });
    const src = readQti({ root: FIXTURES, files: [join(FIXTURES, 'qti3-choice.xml')], warnings: new ImportWarnings() });
    const q = src.nodes[0]?.kind === 'bank' ? src.nodes[0].questions[0] : undefined;
    expect(q?.body).toMatchObject({
      kind: 'choice',
      multiple: false,
      choices: [{ weight: 0 }, { sourceId: 'B', weight: 1 }, { sourceId: 'C', fixed: true }],
    });
  });

  it('refuses entity declarations before reading anything', () => {
    expect(() => readQti({ root: FIXTURES, files: [join(FIXTURES, 'doctype.xml')], warnings: new ImportWarnings() })).toThrow(
      SourceInvalidError,
    );
  });
});
