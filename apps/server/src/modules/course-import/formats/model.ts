import type { SourceRef } from './warnings.js';

/**
 * The intermediate model every foreign format is read into (issue 29) before it is written as one of our own
 * course packages (to-package.ts): readers of GIFT, Moodle XML, QTI, Common Cartridge and OLX only describe
 * what the source holds, in the source's own terms where they differ (weights as fractions, tolerances,
 * orderings); the mapping onto our 12 inquiry types and the exam engine, and every warning about what cannot
 * be carried, live in one place (map-question.ts). Identifiers are the source's own, so a re-import updates
 * what the previous one created (keys are derived from them by keys.ts).
 */

/** Text as the source wrote it: HTML (Moodle, QTI, CC), Markdown (GIFT [markdown]) or plain text. */
export interface RichText {
  format: 'html' | 'markdown' | 'text';
  text: string;
}

/** A choice of a multiple-choice or multiple-response question. */
export interface ChoiceOption {
  /** The source's identifier of the choice (QTI identifier, Moodle answer id), when it has one. */
  sourceId?: string | undefined;
  text: RichText;
  /** Credit for choosing it, as a fraction: 1 is fully right, 0.5 half credit, negative a penalty. */
  weight: number;
  feedback?: RichText | undefined;
  /** Stays at its place when the others are shuffled (QTI fixed="true"). */
  fixed?: boolean | undefined;
}

/** An accepted text answer (short answer, a cloze blank). */
export interface TextAnswer {
  text: string;
  /** Fraction of credit, 1 = fully right. */
  weight: number;
  feedback?: RichText | undefined;
}

/** An accepted number: value ± tolerance (inclusive), or the range min..max. */
export interface NumericAnswer {
  min: number;
  max: number;
  /** The value as written, when the source wrote one (its decimals set the precision we accept). */
  value?: string | undefined;
  weight: number;
  feedback?: RichText | undefined;
}

export interface Blank {
  /** Accepted answers with their credit. */
  answers: TextAnswer[];
  /** When given, the learner picks from these (a cloze MULTICHOICE, a QTI inline choice). */
  options?: string[] | undefined;
  /** A numeric blank: accepted ranges (mapped as exact texts when few, else warned). */
  numeric?: NumericAnswer[] | undefined;
}

/** An image an interaction is drawn on (hot spot, graphic interactions), as the source names it. */
export interface SourceImage {
  /** Path relative to the file that referred to it, or an URL. */
  src: string;
  width?: number | undefined;
  height?: number | undefined;
}

export interface HotSpotArea {
  sourceId?: string | undefined;
  shape: 'rect' | 'ellipse' | 'circle' | 'poly' | 'default';
  /** Coordinates as the source wrote them (QTI/HTML image-map order: rect x1,y1,x2,y2; circle cx,cy,r). */
  coords: number[];
  correct: boolean;
  feedback?: RichText | undefined;
}

/** What the learner does, in the source's own terms; map-question.ts decides what it becomes. */
export type QuestionBody =
  /** One right choice (or several when `multiple`), credit by weight. */
  | { kind: 'choice'; multiple: boolean; choices: ChoiceOption[]; shuffle?: boolean | undefined }
  | { kind: 'trueFalse'; answer: boolean; trueFeedback?: RichText | undefined; falseFeedback?: RichText | undefined }
  | { kind: 'shortAnswer'; answers: TextAnswer[]; caseSensitive: boolean }
  | { kind: 'numerical'; answers: NumericAnswer[] }
  /** Pairs prompt -> answer; `distractors` are answers that match no prompt. */
  | {
      kind: 'matching';
      pairs: { sourceId?: string | undefined; prompt: RichText; answer: string }[];
      distractors: string[];
    }
  /** Items in their correct order. */
  | { kind: 'ordering'; items: { sourceId?: string | undefined; text: string }[] }
  /** Items dropped onto targets (a drag-and-drop or an associate/gap-match interaction). */
  | {
      kind: 'dragDrop';
      targets: { sourceId?: string | undefined; text: string }[];
      items: { sourceId?: string | undefined; text: string; targetId: string | null }[];
    }
  /** Text with [[name]] placeholders, one blank per name. */
  | { kind: 'cloze'; text: string; blanks: Record<string, Blank> }
  /** A free answer graded by a person: an assignment. */
  | { kind: 'essay' }
  | { kind: 'hotSpot'; image: SourceImage; areas: HotSpotArea[] }
  /** Choices without a right one, asking an opinion (a QTI Likert or survey item): a poll. */
  | { kind: 'poll'; multiple: boolean; choices: { sourceId?: string | undefined; text: RichText }[] }
  /** Text only (a Moodle/GIFT description): a content slide. */
  | { kind: 'description' }
  /** Nothing we can take: the reason becomes the warning. */
  | { kind: 'unsupported'; reason: string };

export interface ImportedQuestion {
  /** Where it came from, for warnings. */
  ref: SourceRef;
  /** The source's own identifier (GIFT [id:], Moodle idnumber, QTI identifier); keys re-imports. */
  sourceId?: string | undefined;
  title?: string | undefined;
  stem: RichText;
  body: QuestionBody;
  /** Category path (GIFT $CATEGORY, Moodle category), outermost first. */
  category: string[];
  tags: string[];
  /** Shown whatever the answer (Moodle general feedback). */
  generalFeedback?: RichText | undefined;
  /** Feedback for any right / any wrong answer when the source has it. */
  correctFeedback?: RichText | undefined;
  incorrectFeedback?: RichText | undefined;
}

/** A node of the imported tree; containers hold children, leaves hold content. */
export type ImportedNode =
  | {
      kind: 'container';
      sourceId: string;
      ref: SourceRef;
      title: string;
      /** Our node type for it; CHAPTER when the source only says "a section". */
      type?: 'CHAPTER' | 'UNIT' | 'SECTION' | 'TOPIC' | 'COURSE' | undefined;
      children: ImportedNode[];
    }
  | {
      kind: 'lesson';
      sourceId: string;
      ref: SourceRef;
      title: string;
      /** In order: prose pages (content slides) and questions (inquiry slides). */
      items: (
        | { kind: 'page'; sourceId: string; ref: SourceRef; title: string; body: RichText }
        | { kind: 'question'; question: ImportedQuestion }
      )[];
    }
  | {
      kind: 'exam';
      sourceId: string;
      ref: SourceRef;
      title: string;
      questions: ImportedQuestion[];
      /** Draw this many per attempt (a pool); all when absent. */
      questionCount?: number | undefined;
      passingScore?: number | undefined;
      timeLimitMinutes?: number | undefined;
      allowedAttempts?: number | undefined;
    }
  /**
   * A question bank without structure (GIFT, Moodle XML, loose QTI items): questions the exam engine grades
   * (one right choice) become an exam pool tagged by category; the others become practice lessons per
   * category (to-package.ts). One bank node per category.
   */
  | { kind: 'bank'; sourceId: string; ref: SourceRef; title: string; questions: ImportedQuestion[] };

export type SourceFormat =
  | 'gift'
  | 'moodle-xml'
  | 'qti21'
  | 'qti30'
  | 'qti-package'
  | 'common-cartridge'
  | 'olx'
  | 'scorm12'
  | 'scorm2004'
  | 'cmi5';

/** One imported source: a product's worth of content. */
export interface ImportedCourse {
  format: SourceFormat;
  /** The source's own identifier of the whole (manifest identifier, course id, file name): keys the product. */
  sourceId: string;
  title: string;
  /** EXAM_PREP for question banks, COURSE for courses. */
  type: 'COURSE' | 'EXAM_PREP';
  description?: string | undefined;
  nodes: ImportedNode[];
}
