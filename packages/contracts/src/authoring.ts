import { z } from 'zod';
import { ADDABLE_NODE_TYPES } from './authoring-limits.js';
import { errorBody } from './errors.js';
import { idField, idParam, intField, text } from './inputs.js';

/**
 * Authoring (issue 30, decisions 0163 and 0164): course families (lineages) of immutable published versions and one
 * mutable draft each; authors granted a lineage edit its draft, every save naming the revision it started from.
 */

/** A lineage is the code of the course family: the product code it started as (A-Z, 0-9, dashes, 2-40). */
export const lineageCode = text()
  .regex(/^[A-Z0-9-]{2,40}$/, 'lineage must be 2-40 capital letters, digits or dashes')
  .max(40);
export const lineageParams = z.object({ lineage: lineageCode });
export const draftParams = z.object({ productId: idParam('productId') });

/** GET api/authoring/lineages/:lineage/versions */
export const productVersion = z.object({
  productId: z.number().int(),
  code: z.string(),
  name: z.string(),
  version: z.number().int(),
  draft: z.boolean(),
  publishedAt: z.string().nullable(),
});
export type ProductVersion = z.infer<typeof productVersion>;
export const productVersionsReply = z.object({ lineage: z.string(), versions: z.array(productVersion) });
export type ProductVersionsReply = z.infer<typeof productVersionsReply>;

/** The item keys and revision every save carries (an item never edited is at revision 0). */
const revision = intField('revision', 0);
/** A node key or slide/question id as in the package (node keys may hold slashes). */
const itemKey = (name: string) => text().min(1, `${name} is required`).max(200, `${name} must be at most 200 characters`);

/** PUT api/authoring/drafts/:productId/node: a node's own fields, checked by the package's node schema too. */
export const draftNodeBody = z.object({
  key: itemKey('key'),
  revision,
  title: text().min(1, 'title is required').max(300, 'title must be at most 300 characters'),
  titlePrefix: text().max(100).nullable().optional(),
  description: text().max(20_000).nullable().optional(),
  metadata: z.record(
    text()
      .regex(/^[A-Z][A-Z0-9_]*$/, 'metadata keys are UPPER_SNAKE_CASE')
      .max(100),
    text().max(20_000),
  ),
});
export type DraftNodeBody = z.infer<typeof draftNodeBody>;

/** PUT api/authoring/drafts/:productId/slide: a lesson slide as a package writes it (lesson/inquiry-schema.ts). */
export const draftSlideBody = z.object({
  nodeKey: itemKey('nodeKey'),
  slideId: itemKey('slideId'),
  revision,
  slide: z.looseObject({ id: text().max(200), type: text().max(50) }),
});
export type DraftSlideBody = z.infer<typeof draftSlideBody>;

/** PUT api/authoring/drafts/:productId/question: an exam question as a package writes it (exam/exam-schema.ts). */
export const draftQuestionBody = z.object({
  nodeKey: itemKey('nodeKey'),
  questionId: itemKey('questionId'),
  revision,
  question: z.looseObject({ id: text().max(200) }),
});
export type DraftQuestionBody = z.infer<typeof draftQuestionBody>;

export const draftSaveReply = z.object({ revision: z.number().int() });
export type DraftSaveReply = z.infer<typeof draftSaveReply>;

/** 409 AUTHORING_STALE: someone saved the item since this revision; the current one is sent, never overwritten. */
export const draftConflictReply = z.object({
  status: z.literal(409),
  code: z.literal('AUTHORING_STALE'),
  message: z.string(),
  current: z.object({ revision: z.number().int(), value: z.unknown() }),
});
export type DraftConflictReply = z.infer<typeof draftConflictReply>;
/** A save's 409: a stale revision, or any other conflict (NOT_A_DRAFT: a published version is never edited). */
export const draftSaveConflict = z.union([draftConflictReply, errorBody]);

/** The body of the draft and publish calls: nothing (an empty object when one is sent). */
export const authoringEmptyBody = z.object({}).strict().optional();

/** POST api/authoring/lineages/:lineage/draft and POST api/authoring/drafts/:productId/publish */
export const draftReply = z.object({
  productId: z.number().int(),
  code: z.string(),
  version: z.number().int(),
});
export type DraftReply = z.infer<typeof draftReply>;

/** GET api/authoring/lineages/:lineage/diff?from=&to= (version numbers; the draft is its next number). */
export const versionDiffQuery = z.object({ from: idParam('from'), to: idParam('to') });
const diffCounts = z.object({
  added: z.number().int(),
  removed: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
});
export const versionDiffReply = z.object({
  from: z.number().int(),
  to: z.number().int(),
  nodes: diffCounts,
  slides: diffCounts,
  questions: diffCounts,
  /** (added + removed + changed) / items in either version, over nodes, slides and questions (0 to 1). */
  changedFraction: z.number(),
});
export type VersionDiffReply = z.infer<typeof versionDiffReply>;

/** POST api/authoring/grants, DELETE api/authoring/grants: an administrator grants or withdraws a lineage. */
export const authoringGrantBody = z.object({ userId: idField('userId'), lineage: lineageCode });
export type AuthoringGrantBody = z.infer<typeof authoringGrantBody>;
export const authoringGrantReply = z.object({ userId: z.number().int(), lineage: z.string() });

/** GET api/authoring/lineages: the lineages the user may edit (all for an administrator), each with its versions. */
export const authoringLineagesReply = z.object({
  lineages: z.array(z.object({ lineage: z.string(), name: z.string(), versions: z.array(productVersion) })),
});
export type AuthoringLineagesReply = z.infer<typeof authoringLineagesReply>;

/**
 * GET api/authoring/drafts/:productId/tree: the draft's nodes depth first (parentKey null at the top), each with its
 * revision; a lesson's slides and an exam's questions as the package writes them, answer keys included (authors only,
 * decision 0202); the tree's own revision, which every add, move and delete names.
 */
export const draftTreeNode = z.object({
  /** The node's id in this version: the preview's address (decision 0206); edits name the key. */
  id: z.number().int(),
  key: z.string(),
  parentKey: z.string().nullable(),
  depth: z.number().int(),
  type: z.string(),
  title: z.string(),
  titlePrefix: z.string().nullable(),
  description: z.string().nullable(),
  metadata: z.record(z.string(), z.string()),
  revision: z.number().int(),
  slides: z
    .array(
      z.object({
        id: z.string(),
        type: z.string(),
        title: z.string(),
        revision: z.number().int(),
        slide: z.record(z.string(), z.unknown()),
      }),
    )
    .optional(),
  questions: z
    .array(z.object({ id: z.string(), revision: z.number().int(), question: z.record(z.string(), z.unknown()) }))
    .optional(),
  keyPoints: z.array(z.string()).optional(),
});
export type DraftTreeNode = z.infer<typeof draftTreeNode>;
export const draftTreeReply = z.object({
  productId: z.number().int(),
  lineage: z.string(),
  code: z.string(),
  version: z.number().int(),
  draft: z.boolean(),
  treeRevision: z.number().int(),
  nodes: z.array(draftTreeNode),
});
export type DraftTreeReply = z.infer<typeof draftTreeReply>;

const treeRevision = intField('treeRevision', 0);
const parentKey = itemKey('parentKey').nullable();

/** POST api/authoring/drafts/:productId/nodes: a new node, last under its parent (null: the top of the course). */
export const draftNodeAddBody = z.object({
  treeRevision,
  parentKey,
  type: z.enum(ADDABLE_NODE_TYPES, { error: `type must be one of ${ADDABLE_NODE_TYPES.join(', ')}` }),
  title: text().min(1, 'title is required').max(300, 'title must be at most 300 characters'),
  keyPoints: z.array(text().min(1, 'a key point is not empty').max(5_000)).max(100).optional(),
});
export type DraftNodeAddBody = z.infer<typeof draftNodeAddBody>;

/** POST api/authoring/drafts/:productId/nodes/move: the node and its subtree to a parent, at an index among its children. */
export const draftNodeMoveBody = z.object({
  treeRevision,
  key: itemKey('key'),
  parentKey,
  position: intField('position', 0, 10_000),
});
export type DraftNodeMoveBody = z.infer<typeof draftNodeMoveBody>;

/** POST api/authoring/drafts/:productId/nodes/delete: the node and its subtree. */
export const draftNodeDeleteBody = z.object({ treeRevision, key: itemKey('key') });
export type DraftNodeDeleteBody = z.infer<typeof draftNodeDeleteBody>;

export const draftTreeChangeReply = z.object({ key: z.string(), treeRevision: z.number().int(), removed: z.number().int() });
export type DraftTreeChangeReply = z.infer<typeof draftTreeChangeReply>;

/** POST api/authoring/markdown-preview: a slide's Markdown rendered and sanitized as the importer stores it. */
export const markdownPreviewBody = z.object({ content: text().max(200_000, 'content must be at most 200000 characters') });
export const markdownPreviewReply = z.object({ html: z.string() });
export type MarkdownPreviewReply = z.infer<typeof markdownPreviewReply>;
