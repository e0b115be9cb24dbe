import { packageCompliance, surveyDefinition } from '@continuum/contracts';
import { z } from 'zod';
import { packageResource } from './package-resource-schema.js';

const metadataValue = z
  .union([z.string(), z.number(), z.boolean()])
  .transform((v) => (typeof v === 'boolean' ? (v ? 'yes' : 'no') : String(v)));
const metadata = z.record(z.string().regex(/^[A-Z][A-Z0-9_]*$/, 'metadata keys are UPPER_SNAKE_CASE'), metadataValue);

export const NODE_TYPES = [
  'PROGRAM',
  'LEVEL',
  'COURSE',
  'CHAPTER',
  'UNIT',
  'UNIT_INTRODUCTION',
  'SECTION',
  'TOPIC',
  'TOPICS',
  'SUBTOPICS',
  'GAUGE_CONTAINER',
  'LESSON',
  'KEY_POINTS',
  'EXAM',
  'EXAM_GAUGE',
] as const;

const siteAsset = z.object({ label: z.string().min(1), type: z.string().min(1), url: z.string().min(1) });

/** course.yaml: the product's own fields, rules and settings. */
export const courseFile = z
  .object({
    code: z.string().regex(/^[A-Z0-9][A-Z0-9-]{1,39}$/, 'code is 2-40 upper-case letters, digits and dashes'),
    title: z.string().min(1).max(200),
    type: z.enum(['COURSE', 'PROGRAM', 'EXAM_PREP']),
    description: z.string().optional(),
    industry: z.string().optional(),
    state: z.string().length(2).optional(),
    licenseType: z.string().optional(),
    ethicsCourse: z.boolean().default(false),
    account: z.object({
      name: z.string().min(1),
      phone: z.string().optional(),
      email: z.email().optional(),
      siteUrl: z.url().optional(),
      logoLight: z.string().optional(),
      logoDark: z.string().optional(),
    }),
    proctorType: z.string().optional(),
    supportChatEnabled: z.boolean().default(false),
    showContactInstructor: z.boolean().default(false),
    startDateRequired: z.boolean().default(false),
    durationDays: z.number().int().min(1).max(3650).default(13),
    minimumRequiredMinutes: z.number().int().min(0).optional(),
    minimumRecommendedMinutes: z.number().int().min(0).optional(),
    rules: z.record(z.string().regex(/^SC_[A-Z0-9_]+$/, 'rule keys start with SC_'), metadataValue).default({}),
    metadata: metadata.default({}),
    siteAssets: z
      .object({
        studyPlanLabel: z.string().optional(),
        studyPlanAssets: z.array(siteAsset).default([]),
        studyTipAssets: z.array(siteAsset).default([]),
        instructorScheduleAssets: z.array(siteAsset).default([]),
        careerBuilderAssets: z.array(siteAsset).default([]),
      })
      .default({ studyPlanAssets: [], studyTipAssets: [], instructorScheduleAssets: [], careerBuilderAssets: [] }),
    /** The feedback survey of the course's industry, state and licence type (decision 0092). */
    survey: surveyDefinition.optional(),
    /** The compliance profiles the course is approved under (issue 27, decision 0135). */
    compliance: packageCompliance.optional(),
  })
  .strict();
export type CourseFile = z.infer<typeof courseFile>;

/** A node file (leaf) or a folder's _node.yaml (container). */
export const nodeFile = z
  .object({
    key: z
      .string()
      .regex(/^[a-z0-9][a-z0-9/_-]*$/, 'key is lower-case letters, digits, dashes, slashes')
      .max(200)
      .optional(),
    type: z.enum(NODE_TYPES),
    title: z.string().min(1).max(300),
    titlePrefix: z.string().max(100).optional(),
    description: z.string().optional(),
    metadata: metadata.default({}),
    /** A lesson's slides, in order; each checked against its inquiry type (lesson/slide-checks.ts). */
    slides: z.array(z.looseObject({ type: z.string() })).optional(),
    /** An exam's settings and question bank; checked by exam/package-checks.ts. */
    exam: z.looseObject({}).optional(),
    questions: z.array(z.looseObject({})).optional(),
    /** Resources of this learning component (package-resource-schema.ts). */
    resources: z.array(packageResource).optional(),
    /** A KEY_POINTS node's key points: HTML, sanitized at import. */
    keyPoints: z.array(z.string().min(1).max(20_000)).optional(),
  })
  .strict();
export type NodeFile = z.infer<typeof nodeFile>;

/** A problem found in a course package, at a file and line. */
export interface PackageError {
  file: string;
  line: number;
  message: string;
}

export interface PackageNode extends NodeFile {
  key: string;
  /** Relative path of the file that defined it. */
  source: string;
  children: PackageNode[];
}
